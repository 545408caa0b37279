DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_coalesced_idx" ON "notifications" USING btree ("user_id","kind","link") WHERE "notifications"."read_at" is null and "notifications"."kind" in ('message');--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");