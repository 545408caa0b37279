ALTER TABLE "conversation_reports" DROP CONSTRAINT "conversation_reports_reason_check";--> statement-breakpoint
ALTER TABLE "conversation_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_open_flag_key" ON "conversation_reports" USING btree ("conversation_id") WHERE "conversation_reports"."closed_at" is null and "conversation_reports"."reporter_id" is null;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reason_check" CHECK ("conversation_reports"."reason" in ('spam', 'fraud', 'offensive', 'other', 'flagged'));