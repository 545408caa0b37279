CREATE INDEX "listings_public_category_price_idx" ON "listings" USING btree ("category_id","sort_price") WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_sub_category_price_idx" ON "listings" USING btree ("sub_category_id","sort_price") WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_filter_price_idx" ON "listings" USING btree ("filter_id","sort_price") WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_region_price_idx" ON "listings" USING btree ("region_id","sort_price") WHERE "listings"."status" = 'approved';--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the expiry job turning an approved listing
-- already past its expires_at into an expired one changes nothing a search shows (every
-- public read tests expires_at > now() already), so it no longer moves search_version and the
-- searches' match sets live on (docs/decisions/036). Any other change of those columns still does.
DROP TRIGGER "listings_search_version_update" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_search_version_update" AFTER UPDATE ON "listings"
FOR EACH ROW WHEN (
  (
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
