CREATE TABLE "business_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"opening_hours" text DEFAULT '' NOT NULL,
	"phone" text,
	"registry_number" text NOT NULL,
	"text_locale" text NOT NULL,
	"logo_key" text,
	"verification" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"note" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_kind_check" CHECK ("business_profiles"."kind" in ('company', 'store')),
	CONSTRAINT "business_profiles_verification_check" CHECK ("business_profiles"."verification" in ('pending', 'verified', 'refused')),
	CONSTRAINT "business_profiles_text_locale_check" CHECK ("business_profiles"."text_locale" in ('ar', 'fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_profiles_verification_idx" ON "business_profiles" USING btree ("verification","updated_at");--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). listings.seller_verified follows whether the
-- author's business is verified, whichever code path changes it, as author_suspended follows
-- users.suspended_at (0009_search_version): cards are drawn from the listing's row alone.
CREATE FUNCTION "listings_follow_business_verification"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner bigint := COALESCE(NEW."user_id", OLD."user_id");
  verified boolean := TG_OP <> 'DELETE' AND NEW."verification" = 'verified';
BEGIN
  UPDATE "listings" SET "seller_verified" = verified
  WHERE "user_id" = owner AND "seller_verified" IS DISTINCT FROM verified;
  -- The badge is part of what the public search answers and kept pages show.
  UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_verification_to_listings_rows" AFTER INSERT OR DELETE ON "business_profiles"
FOR EACH ROW EXECUTE FUNCTION "listings_follow_business_verification"();--> statement-breakpoint
CREATE TRIGGER "business_verification_to_listings" AFTER UPDATE OF "verification" ON "business_profiles"
FOR EACH ROW WHEN (OLD."verification" IS DISTINCT FROM NEW."verification")
EXECUTE FUNCTION "listings_follow_business_verification"();--> statement-breakpoint
CREATE FUNCTION "listings_seller_verified_at_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."seller_verified" := EXISTS (
    SELECT 1 FROM "business_profiles" WHERE "user_id" = NEW."user_id" AND "verification" = 'verified'
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_seller_verified_at_insert" BEFORE INSERT ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_seller_verified_at_insert"();
