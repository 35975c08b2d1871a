CREATE TABLE "checkin_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_session_id" integer,
	"event_id" integer,
	"code" text NOT NULL,
	CONSTRAINT "checkin_codes_one_target" CHECK (("checkin_codes"."course_session_id" is null) <> ("checkin_codes"."event_id" is null))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "checkin_method" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "checkin_opens_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checkin_opens_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "checkin_method" text;--> statement-breakpoint
ALTER TABLE "checkin_codes" ADD CONSTRAINT "checkin_codes_course_session_id_course_sessions_id_fk" FOREIGN KEY ("course_session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_codes" ADD CONSTRAINT "checkin_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_codes_code_idx" ON "checkin_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_codes_session_idx" ON "checkin_codes" USING btree ("course_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_codes_event_idx" ON "checkin_codes" USING btree ("event_id");
--> statement-breakpoint
-- Hand-written: every course session and event gets a check-in code, the existing ones now and new ones from
-- a trigger. A code is 32 hex digits from two halves of random UUIDs (gen_random_uuid is core PostgreSQL
-- and PGlite, no extension): 122 random bits, url-safe. The server regenerates codes with the same function.
CREATE FUNCTION campus_checkin_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT replace(gen_random_uuid()::text, '-', '')
$$;
--> statement-breakpoint
CREATE FUNCTION campus_checkin_code_for_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'course_sessions' THEN
    INSERT INTO checkin_codes (course_session_id, code) VALUES (NEW.id, campus_checkin_code());
  ELSE
    INSERT INTO checkin_codes (event_id, code) VALUES (NEW.id, campus_checkin_code());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_sessions_checkin_code AFTER INSERT ON course_sessions
  FOR EACH ROW EXECUTE FUNCTION campus_checkin_code_for_row();
--> statement-breakpoint
CREATE TRIGGER events_checkin_code AFTER INSERT ON events
  FOR EACH ROW EXECUTE FUNCTION campus_checkin_code_for_row();
--> statement-breakpoint
INSERT INTO checkin_codes (course_session_id, code) SELECT id, campus_checkin_code() FROM course_sessions;
--> statement-breakpoint
INSERT INTO checkin_codes (event_id, code) SELECT id, campus_checkin_code() FROM events;
