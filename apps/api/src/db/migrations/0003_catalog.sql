CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_platform_key" UNIQUE("id","platform"),
	CONSTRAINT "categories_platform_check" CHECK ("categories"."platform" in ('announcements', 'sales')),
	CONSTRAINT "categories_depth_check" CHECK ("categories"."depth" between 0 and 2 and ("categories"."parent_id" is null) = ("categories"."depth" = 0))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"symbol" text NOT NULL,
	"minor_units" smallint DEFAULT 2 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_code_check" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_units_check" CHECK ("currencies"."minor_units" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "regions_slug_key" UNIQUE("slug"),
	CONSTRAINT "regions_id_check" CHECK ("regions"."id" > 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("parent_id","platform") REFERENCES "public"."categories"("id","platform") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_platform_slug_key" ON "categories" USING btree ("platform","slug");--> statement-breakpoint
CREATE INDEX "categories_platform_parent_sort_idx" ON "categories" USING btree ("platform","parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_region_slug_key" ON "cities" USING btree ("region_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_single_default_key" ON "currencies" USING btree ("is_default") WHERE "currencies"."is_default";