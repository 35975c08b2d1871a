DROP INDEX "courses_status_date_idx";--> statement-breakpoint
DROP INDEX "events_status_date_idx";--> statement-breakpoint
DROP INDEX "events_status_visibility_date_idx";--> statement-breakpoint
CREATE INDEX "courses_browse_idx" ON "courses" USING btree ("status","date","name","id","visibility","creator_id","teacher_id");--> statement-breakpoint
CREATE INDEX "courses_guest_browse_idx" ON "courses" USING btree ("status","visibility","date","name","id");--> statement-breakpoint
CREATE INDEX "events_browse_idx" ON "events" USING btree ("status","date","event_start_time","id","visibility","creator_id");--> statement-breakpoint
CREATE INDEX "events_guest_browse_idx" ON "events" USING btree ("status","visibility","date","event_start_time","id");