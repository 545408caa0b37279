CREATE TABLE "content_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"medium_key" text,
	"name" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_kind_check" CHECK ("content_files"."kind" in ('image', 'audio', 'video', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"details" jsonb NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('draft', 'published')),
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('page', 'news', 'blog', 'faq', 'link', 'partner', 'branch', 'home_section', 'legal_text', 'download', 'media', 'episode'))
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('ar', 'fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_storage_key_key" ON "content_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_kind_slug_key" ON "content_items" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_items_public_date_idx" ON "content_items" USING btree ("kind","published_at","id") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_public_position_idx" ON "content_items" USING btree ("kind","position","id") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search_vector");