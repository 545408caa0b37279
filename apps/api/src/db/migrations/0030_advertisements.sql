CREATE TABLE "advertisement_days" (
	"place" text NOT NULL,
	"scope" bigint NOT NULL,
	"day" date NOT NULL,
	"taken" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "advertisement_days_place_scope_day_pk" PRIMARY KEY("place","scope","day"),
	CONSTRAINT "advertisement_days_taken_check" CHECK ("advertisement_days"."taken" >= 0 and "advertisement_days"."taken" <= "advertisement_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "advertisement_documents" (
	"advertisement_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "advertisement_documents_advertisement_id_file_id_pk" PRIMARY KEY("advertisement_id","file_id"),
	CONSTRAINT "advertisement_documents_kind_check" CHECK ("advertisement_documents"."kind" in ('id_card', 'license', 'payment_proof'))
);
--> statement-breakpoint
CREATE TABLE "advertisement_event_keys" (
	"advertisement_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "advertisement_event_keys_advertisement_id_day_kind_visitor_pk" PRIMARY KEY("advertisement_id","day","kind","visitor"),
	CONSTRAINT "advertisement_event_keys_kind_check" CHECK ("advertisement_event_keys"."kind" in ('impression', 'click'))
);
--> statement-breakpoint
CREATE TABLE "advertisement_stats" (
	"advertisement_id" bigint NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advertisement_stats_advertisement_id_day_pk" PRIMARY KEY("advertisement_id","day")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"full_name" text NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"type" text NOT NULL,
	"duration_unit" text NOT NULL,
	"duration_count" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"main_branch_id" bigint,
	"payment_method" text NOT NULL,
	"payment_type" text NOT NULL,
	"place" text NOT NULL,
	"category_id" integer,
	"commercial_registry_number" text NOT NULL,
	"business_activity" text NOT NULL,
	"location" text NOT NULL,
	"media_key" text,
	"media_type" text,
	"media_width" integer,
	"media_height" integer,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"first_instalment" bigint NOT NULL,
	"invoice_number" text,
	"reject_reason" text,
	"locale" text NOT NULL,
	"claimed_by" bigint,
	"claim_expires_at" timestamp with time zone,
	"decided_by" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "advertisements_status_check" CHECK ("advertisements"."status" in ('pending_review', 'rejected', 'waiting_payment', 'scheduled', 'active', 'expired', 'cancelled')),
	CONSTRAINT "advertisements_type_check" CHECK ("advertisements"."type" in ('image', 'video', 'text')),
	CONSTRAINT "advertisements_place_check" CHECK ("advertisements"."place" in ('page_top_bar', 'popup', 'top_of_page', 'home_page', 'main_branch', 'category', 'listing_slot')),
	CONSTRAINT "advertisements_location_check" CHECK ("advertisements"."location" in ('website_and_app', 'app_only', 'website_only')),
	CONSTRAINT "advertisements_locale_check" CHECK ("advertisements"."locale" in ('ar', 'fr', 'en')),
	CONSTRAINT "advertisements_period_check" CHECK ("advertisements"."end_date" > "advertisements"."start_date"),
	CONSTRAINT "advertisements_amount_check" CHECK ("advertisements"."amount" >= 0 and "advertisements"."first_instalment" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_fees" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_payments" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_fees" ADD COLUMN "advertisement_id" bigint;--> statement-breakpoint
ALTER TABLE "listing_payments" ADD COLUMN "advertisement_id" bigint;--> statement-breakpoint
ALTER TABLE "advertisement_documents" ADD CONSTRAINT "advertisement_documents_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_documents" ADD CONSTRAINT "advertisement_documents_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_event_keys" ADD CONSTRAINT "advertisement_event_keys_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_stats" ADD CONSTRAINT "advertisement_stats_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_main_branch_id_content_items_id_fk" FOREIGN KEY ("main_branch_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_event_keys_day_idx" ON "advertisement_event_keys" USING btree ("day");--> statement-breakpoint
CREATE INDEX "advertisements_user_idx" ON "advertisements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "advertisements_status_idx" ON "advertisements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "advertisements_serving_idx" ON "advertisements" USING btree ("place","category_id","main_branch_id") WHERE "advertisements"."status" = 'active';--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_payments" ADD CONSTRAINT "listing_payments_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_fees_open_ad_key" ON "listing_fees" USING btree ("advertisement_id") WHERE "listing_fees"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "listing_payments_advertisement_idx" ON "listing_payments" USING btree ("advertisement_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_payments_paid_on_idx" ON "listing_payments" USING btree ("paid_on");--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_subject_check" CHECK (num_nonnulls("listing_fees"."listing_id", "listing_fees"."advertisement_id") = 1);--> statement-breakpoint
ALTER TABLE "listing_payments" ADD CONSTRAINT "listing_payments_subject_check" CHECK (num_nonnulls("listing_payments"."listing_id", "listing_payments"."advertisement_id") = 1);