CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_single_row" CHECK ("search_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "listings_updated_idx";--> statement-breakpoint
DROP INDEX "listings_public_counts_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "author_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_counts_idx" ON "listings" USING btree ("platform","category_id","sub_category_id","filter_id","region_id","city_id","expires_at") WHERE "listings"."status" = 'approved' and not "listings"."author_suspended";--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers).
-- listings.author_suspended follows users.suspended_at, whichever code path suspends.
UPDATE "listings" SET "author_suspended" = true
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "suspended_at" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "listings_follow_author_suspension"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "author_suspended" = (NEW."suspended_at" IS NOT NULL)
  WHERE "user_id" = NEW."id" AND "author_suspended" IS DISTINCT FROM (NEW."suspended_at" IS NOT NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_suspension_to_listings" AFTER UPDATE OF "suspended_at" ON "users"
FOR EACH ROW WHEN (OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at")
EXECUTE FUNCTION "listings_follow_author_suspension"();--> statement-breakpoint
CREATE FUNCTION "listings_author_suspended_at_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."author_suspended" := EXISTS (
    SELECT 1 FROM "users" WHERE "id" = NEW."user_id" AND "suspended_at" IS NOT NULL
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_author_suspended_at_insert" BEFORE INSERT ON "listings"
FOR EACH ROW EXECUTE FUNCTION "listings_author_suspended_at_insert"();--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): move search_version whenever what the public
-- search shows may have changed. Row triggers on UPDATE fire only when a column the search
-- reads changed (updated_at is stamped by every edit), so view-count flushes never move it.
INSERT INTO "search_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_version_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "listings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "listings_search_version_update" AFTER UPDATE ON "listings"
FOR EACH ROW WHEN (
  OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."updated_at" IS DISTINCT FROM NEW."updated_at"
  OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
  OR OLD."published_at" IS DISTINCT FROM NEW."published_at"
  OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
  OR OLD."author_suspended" IS DISTINCT FROM NEW."author_suspended"
) EXECUTE FUNCTION "bump_search_version"();
--> statement-breakpoint
-- Answers also carry catalog names (facets, cards) and follow the admin's synonyms (settings).
CREATE TRIGGER "settings_search_version" AFTER INSERT OR UPDATE OR DELETE ON "settings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "categories_search_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "regions_search_version" AFTER INSERT OR UPDATE OR DELETE ON "regions"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "cities_search_version" AFTER INSERT OR UPDATE OR DELETE ON "cities"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "currencies_search_version" AFTER INSERT OR UPDATE OR DELETE ON "currencies"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
