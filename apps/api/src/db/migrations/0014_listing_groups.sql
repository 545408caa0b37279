CREATE TABLE "listing_public_groups" (
	"platform" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"filter_id" integer,
	"region_id" integer NOT NULL,
	"city_id" integer,
	"n" integer NOT NULL,
	CONSTRAINT "listing_public_groups_key" UNIQUE NULLS NOT DISTINCT("platform","category_id","sub_category_id","filter_id","region_id","city_id")
);
--> statement-breakpoint
CREATE INDEX "listing_public_groups_empty_idx" ON "listing_public_groups" USING btree ("platform") WHERE "listing_public_groups"."n" = 0;--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): keep listing_public_groups equal to the count
-- of approved listings of authors in good standing per group. Statement triggers with
-- transition tables: a bulk insert or a view-count flush costs one grouped statement, and a
-- statement that changes nothing counted (views) writes nothing. Groups are written in key
-- order so two statements never lock them in opposite orders; emptied groups are deleted.
INSERT INTO "listing_public_groups" ("platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", "n")
SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", count(*)::int FROM "listings" WHERE "status" = 'approved' AND NOT "author_suspended"
GROUP BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id";--> statement-breakpoint
CREATE FUNCTION "listing_public_groups_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "listing_public_groups";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_public_groups" AS g ("platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", "n")
    SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", sum("d")::int FROM (SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", 1 AS "d" FROM "new_rows" WHERE "status" = 'approved' AND NOT "author_suspended") AS c
    GROUP BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id" HAVING sum("d") <> 0
    ORDER BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id"
    ON CONFLICT ON CONSTRAINT "listing_public_groups_key" DO UPDATE SET "n" = g."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_public_groups" AS g ("platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", "n")
    SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", sum("d")::int FROM (SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", -1 AS "d" FROM "old_rows" WHERE "status" = 'approved' AND NOT "author_suspended") AS c
    GROUP BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id" HAVING sum("d") <> 0
    ORDER BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id"
    ON CONFLICT ON CONSTRAINT "listing_public_groups_key" DO UPDATE SET "n" = g."n" + excluded."n";
    DELETE FROM "listing_public_groups" WHERE "n" = 0;
  ELSE
    INSERT INTO "listing_public_groups" AS g ("platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", "n")
    SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", sum("d")::int FROM (SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", 1 AS "d" FROM "new_rows" WHERE "status" = 'approved' AND NOT "author_suspended"
      UNION ALL SELECT "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id", -1 AS "d" FROM "old_rows" WHERE "status" = 'approved' AND NOT "author_suspended") AS c
    GROUP BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id" HAVING sum("d") <> 0
    ORDER BY "platform", "category_id", "sub_category_id", "filter_id", "region_id", "city_id"
    ON CONFLICT ON CONSTRAINT "listing_public_groups_key" DO UPDATE SET "n" = g."n" + excluded."n";
    DELETE FROM "listing_public_groups" WHERE "n" = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_public_groups_insert" AFTER INSERT ON "listings"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_public_groups_follow"();--> statement-breakpoint
CREATE TRIGGER "listing_public_groups_update" AFTER UPDATE ON "listings"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_public_groups_follow"();--> statement-breakpoint
CREATE TRIGGER "listing_public_groups_delete" AFTER DELETE ON "listings"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_public_groups_follow"();--> statement-breakpoint
CREATE TRIGGER "listing_public_groups_truncate" AFTER TRUNCATE ON "listings"
FOR EACH STATEMENT EXECUTE FUNCTION "listing_public_groups_follow"();
