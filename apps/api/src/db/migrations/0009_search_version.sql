CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_single_row" CHECK ("search_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "listings_updated_idx";--> statement-breakpoint
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
) EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
CREATE TRIGGER "users_search_version_suspension" AFTER UPDATE OF "suspended_at" ON "users"
FOR EACH ROW WHEN (OLD."suspended_at" IS DISTINCT FROM NEW."suspended_at")
EXECUTE FUNCTION "bump_search_version"();
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
