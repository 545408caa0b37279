CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_search_fts_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "listings_search_fts_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_public_counts_idx" ON "listings" USING btree ("platform","category_id","region_id","expires_at") WHERE "listings"."status" = 'approved';--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): keep search_words filled with every word of every search document.
CREATE FUNCTION "listings_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM unnest(string_to_array(NEW."search_text", ' ')) AS w WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words" AFTER INSERT OR UPDATE OF "search_text" ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "listings", unnest(string_to_array("search_text", ' ')) AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
