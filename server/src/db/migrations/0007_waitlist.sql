CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"ticket_type_id" integer,
	"course_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"position" integer NOT NULL,
	"offered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"cart_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_target_check" CHECK (("waitlist_entries"."event_id" IS NULL) <> ("waitlist_entries"."course_id" IS NULL) AND ("waitlist_entries"."ticket_type_id" IS NULL OR "waitlist_entries"."event_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "waitlist_claim_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_claim_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_event_user_active_idx" ON "waitlist_entries" USING btree ("event_id","user_id") WHERE "waitlist_entries"."event_id" IS NOT NULL AND "waitlist_entries"."status" IN ('waiting', 'offered', 'in_cart');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_course_user_active_idx" ON "waitlist_entries" USING btree ("course_id","user_id") WHERE "waitlist_entries"."course_id" IS NOT NULL AND "waitlist_entries"."status" IN ('waiting', 'offered', 'in_cart');--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_idx" ON "waitlist_entries" USING btree ("event_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_course_idx" ON "waitlist_entries" USING btree ("course_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_ticket_type_idx" ON "waitlist_entries" USING btree ("ticket_type_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_expiry_idx" ON "waitlist_entries" USING btree ("expires_at") WHERE "waitlist_entries"."status" IN ('offered', 'in_cart');--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","status");