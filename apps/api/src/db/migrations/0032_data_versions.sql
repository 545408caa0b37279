CREATE TABLE "data_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_items_scheduled_idx" ON "content_items" USING btree ("published_at") WHERE "content_items"."status" = 'published';--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): move an area's version after any statement
-- that writes its tables. Statement triggers, so a statement writing many rows moves it once.
INSERT INTO "data_versions" ("area") VALUES ('settings'), ('content'), ('catalog') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("area", "version") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("area") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['settings', 'settings'],
    ['content_items', 'content'], ['content_translations', 'content'], ['content_files', 'content'],
    ['categories', 'catalog'], ['regions', 'catalog'], ['cities', 'catalog'], ['currencies', 'catalog']
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
      pair[1] || '_data_version', pair[1], pair[2]);
  END LOOP;
END
$$;
