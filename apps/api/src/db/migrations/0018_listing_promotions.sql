CREATE TABLE "listing_promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"days" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"fee_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "listing_promotions_days_check" CHECK ("listing_promotions"."days" > 0),
	CONSTRAINT "listing_promotions_amount_check" CHECK ("listing_promotions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "promotion_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "promoted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_promotions" ADD CONSTRAINT "listing_promotions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_promotions" ADD CONSTRAINT "listing_promotions_fee_id_listing_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."listing_fees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_promotions_listing_idx" ON "listing_promotions" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_promotions_waiting_key" ON "listing_promotions" USING btree ("listing_id") WHERE "listing_promotions"."started_at" is null;--> statement-breakpoint
CREATE INDEX "listings_promoted_idx" ON "listings" USING btree ("platform","promoted_until") WHERE "listings"."promoted_until" is not null;