-- Written by hand (drizzle-kit has no triggers): search_version drops every search memo, match
-- set and kept page of the whole site, so it moves only when a change can be seen by the public.
-- Before, every listing posted (waiting for review), every edit of a listing under review and
-- every rejection moved it: on a busy portal the kept answers lived a second (docs/decisions/044).
-- Only approved listings are shown to the public; a change is public when the row was approved
-- before it or is approved after it.
DROP TRIGGER "listings_search_version_rows" ON "listings";--> statement-breakpoint
CREATE FUNCTION "bump_search_version_if_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM "inserted_rows" WHERE "status" = 'approved') THEN
      UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "deleted_rows" WHERE "status" = 'approved') THEN
      UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_version_insert" AFTER INSERT ON "listings"
REFERENCING NEW TABLE AS "inserted_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_if_public"();--> statement-breakpoint
CREATE TRIGGER "listings_search_version_delete" AFTER DELETE ON "listings"
REFERENCING OLD TABLE AS "deleted_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_if_public"();--> statement-breakpoint
CREATE TRIGGER "listings_search_version_truncate" AFTER TRUNCATE ON "listings"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();--> statement-breakpoint
DROP TRIGGER "listings_search_version_update" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_search_version_update" AFTER UPDATE ON "listings"
FOR EACH ROW WHEN (
  (OLD."status" = 'approved' OR NEW."status" = 'approved')
  AND (
    OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."updated_at" IS DISTINCT FROM NEW."updated_at"
    OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."published_at" IS DISTINCT FROM NEW."published_at"
    OR OLD."search_text" IS DISTINCT FROM NEW."search_text"
    OR OLD."author_suspended" IS DISTINCT FROM NEW."author_suspended"
  )
  AND NOT (
    OLD."status" = 'approved' AND NEW."status" = 'expired' AND NEW."expires_at" <= now()
    AND OLD."expires_at" IS NOT DISTINCT FROM NEW."expires_at"
    AND OLD."published_at" IS NOT DISTINCT FROM NEW."published_at"
    AND OLD."search_text" IS NOT DISTINCT FROM NEW."search_text"
    AND OLD."author_suspended" IS NOT DISTINCT FROM NEW."author_suspended"
  )
) EXECUTE FUNCTION "bump_search_version"();
