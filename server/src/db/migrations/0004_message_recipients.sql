CREATE TABLE "message_recipients" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_to_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_from_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_course_id_courses_id_fk";
--> statement-breakpoint
DROP INDEX "messages_to_user_idx";--> statement-breakpoint
DROP INDEX "messages_from_user_idx";--> statement-breakpoint
DROP INDEX "messages_course_idx";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "from_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_recipients_inbox_idx" ON "message_recipients" USING btree ("user_id","created_at" DESC NULLS LAST,"message_id" DESC NULLS LAST) WHERE "message_recipients"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "message_recipients_unread_idx" ON "message_recipients" USING btree ("user_id") WHERE "message_recipients"."read_at" IS NULL AND "message_recipients"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_sent_idx" ON "messages" USING btree ("from_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."deleted_by_sender" = false;--> statement-breakpoint
CREATE INDEX "messages_course_idx" ON "messages" USING btree ("course_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written: every old message's recipient becomes a row of message_recipients, with its read and deleted
-- state; a course message without a recipient goes to the course's teacher, owners and editors (not its sender).
INSERT INTO "message_recipients" ("message_id", "user_id", "read_at", "deleted_at", "created_at")
SELECT "id", "to_user_id",
  CASE WHEN "is_read" THEN coalesce("read_at", "created_at") END,
  CASE WHEN "deleted_by_recipient" THEN now() END,
  "created_at"
FROM "messages" WHERE "to_user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "message_recipients" ("message_id", "user_id", "read_at", "deleted_at", "created_at")
SELECT m."id", staff."user_id",
  CASE WHEN m."is_read" THEN coalesce(m."read_at", m."created_at") END,
  CASE WHEN m."deleted_by_recipient" THEN now() END,
  m."created_at"
FROM "messages" m
JOIN LATERAL (
  SELECT c."teacher_id" AS "user_id" FROM "courses" c WHERE c."id" = m."course_id" AND c."teacher_id" IS NOT NULL
  UNION SELECT o."user_id" FROM "course_owners" o WHERE o."course_id" = m."course_id"
  UNION SELECT e."user_id" FROM "course_editors" e WHERE e."course_id" = m."course_id"
) staff ON true
WHERE m."to_user_id" IS NULL AND m."course_id" IS NOT NULL AND staff."user_id" IS DISTINCT FROM m."from_user_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "to_user_id";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "is_read";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "deleted_by_recipient";