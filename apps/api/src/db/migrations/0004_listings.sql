CREATE TABLE "listing_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint,
	"user_id" bigint NOT NULL,
	"thumbnail_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_slugs_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"listing_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"filter_id" integer,
	"price_type" text NOT NULL,
	"price" bigint,
	"price_min" bigint,
	"price_max" bigint,
	"sort_price" bigint DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"region_id" integer NOT NULL,
	"city_id" integer,
	"address" text,
	"professional_address" text,
	"advertiser_characteristic" text NOT NULL,
	"contact_time" text,
	"duration_days" smallint NOT NULL,
	"rentability" boolean,
	"validity_date" date,
	"payment_method" text,
	"payment_type" text,
	"has_delivery" boolean,
	"offer_expiration_date" date,
	"mobility" boolean,
	"sellability" text,
	"documentation" boolean,
	"sales_guarantee" text,
	"sales_guarantee_text" text,
	"quantity_abundance" text,
	"sales_quality" text,
	"sales_source" text,
	"selling_style" text,
	"headquarters" text,
	"scientific_legal_qualification" text,
	"after_sales_service" boolean,
	"search_text" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_platform_check" CHECK ("listings"."platform" in ('announcements', 'sales')),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('pending', 'approved', 'rejected', 'expired', 'waiting_payment')),
	CONSTRAINT "listings_price_type_check" CHECK ("listings"."price_type" in ('fixed', 'negotiable', 'range', 'on_request', 'free')),
	CONSTRAINT "listings_price_range_check" CHECK ("listings"."price_min" is null or "listings"."price_max" is null or "listings"."price_min" <= "listings"."price_max")
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_slugs_history" ADD CONSTRAINT "listing_slugs_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sub_category_id_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_filter_id_categories_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_photos_user_idx" ON "listing_photos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_one_cover_key" ON "listing_photos" USING btree ("listing_id") WHERE "listing_photos"."is_cover";--> statement-breakpoint
CREATE UNIQUE INDEX "listings_slug_key" ON "listings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_public_newest_idx" ON "listings" USING btree ("platform","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_category_idx" ON "listings" USING btree ("category_id","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_sub_category_idx" ON "listings" USING btree ("sub_category_id","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_filter_idx" ON "listings" USING btree ("filter_id","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_region_idx" ON "listings" USING btree ("region_id","published_at" DESC NULLS LAST) WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("platform","sort_price") WHERE "listings"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_search_fts_idx" ON "listings" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);