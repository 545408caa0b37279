-- Background jobs (platform/jobs): one row per job, claimed before each run so that several API
-- processes never run the same job at once.
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
-- A sale's offer end now ends its publication too (expiryOf in modules/listings): listings
-- submitted before this change get the earlier end, so the expiry job sees it.
UPDATE "listings"
SET "expires_at" = ("offer_expiration_date" + time '23:59:59.999') AT TIME ZONE 'UTC'
WHERE "offer_expiration_date" IS NOT NULL
  AND "expires_at" > ("offer_expiration_date" + time '23:59:59.999') AT TIME ZONE 'UTC';
