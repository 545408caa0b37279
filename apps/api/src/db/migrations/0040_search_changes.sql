CREATE TABLE "search_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"listing_id" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" USING btree ("changed_at");--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): which listings changed for the public, for the
-- in-memory search index of each API process (docs/decisions/052). Exactly the changes that move
-- search_version (migration 0037) are logged, by the functions its listings triggers already run:
-- those triggers keep deciding what a public change is (a row approved before or after it, but
-- the expiry job marking a listing already past its end). A truncate is logged as a null listing
-- (every process loads its index again).
CREATE OR REPLACE FUNCTION "bump_search_version_if_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "search_changes" ("listing_id") SELECT "id" FROM "inserted_rows" WHERE "status" = 'approved';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "search_changes" ("listing_id") SELECT "id" FROM "deleted_rows" WHERE "status" = 'approved';
  END IF;
  IF FOUND THEN
    UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Also run by the statement triggers of the catalog and settings (no listing changed there).
CREATE OR REPLACE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'listings' AND TG_OP = 'UPDATE' THEN
    INSERT INTO "search_changes" ("listing_id") VALUES (NEW."id");
  ELSIF TG_TABLE_NAME = 'listings' THEN
    INSERT INTO "search_changes" ("listing_id") VALUES (NULL);
  END IF;
  UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
