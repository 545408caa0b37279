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
--> statement-breakpoint
-- The versions of the catalog, settings and content (and search_version for the tables a search
-- answer names) moved after every statement on their tables, even one that wrote no row: each
-- process's start, whose seeding inserts the missing reference rows (usually none), dropped
-- everything the site kept. Now a statement moves them only when it wrote a row (a transition
-- table per event: PostgreSQL allows one event per trigger that has one); a truncate always does.
CREATE FUNCTION "bump_data_version_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    INSERT INTO "data_versions" ("area", "version") VALUES (TG_ARGV[0], 1)
    ON CONFLICT ("area") DO UPDATE SET "version" = "data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_search_version_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  pair text[];
  tbl text;
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['settings', 'settings'],
    ['content_items', 'content'], ['content_translations', 'content'], ['content_files', 'content'],
    ['categories', 'catalog'], ['regions', 'catalog'], ['cities', 'catalog'], ['currencies', 'catalog']
  ] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', pair[1] || '_data_version', pair[1]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_rows"(%L)',
      pair[1] || '_data_version_insert', pair[1], pair[2]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_rows"(%L)',
      pair[1] || '_data_version_update', pair[1], pair[2]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version_if_rows"(%L)',
      pair[1] || '_data_version_delete', pair[1], pair[2]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
      pair[1] || '_data_version_truncate', pair[1], pair[2]);
  END LOOP;
  FOREACH tbl IN ARRAY ARRAY['settings', 'categories', 'regions', 'cities', 'currencies'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', tbl || '_search_version', tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_if_rows"()',
      tbl || '_search_version_insert', tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_if_rows"()',
      tbl || '_search_version_update', tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version_if_rows"()',
      tbl || '_search_version_delete', tbl);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"()',
      tbl || '_search_version_truncate', tbl);
  END LOOP;
END
$$;
