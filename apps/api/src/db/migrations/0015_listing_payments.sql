CREATE TABLE "listing_fees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "listing_fees_amount_check" CHECK ("listing_fees"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "listing_payments" ADD COLUMN "fee_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_fees_listing_idx" ON "listing_fees" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_fees_open_key" ON "listing_fees" USING btree ("listing_id") WHERE "listing_fees"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "listing_payments" ADD CONSTRAINT "listing_payments_fee_id_listing_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."listing_fees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_payments_fee_idx" ON "listing_payments" USING btree ("fee_id");--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the payments ledger is append-only (every
-- payment is kept); a wrong entry is answered by a new one, never erased.
CREATE FUNCTION "listing_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'listing_payments is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listing_payments_no_update_delete" BEFORE UPDATE OR DELETE ON "listing_payments"
	FOR EACH ROW EXECUTE FUNCTION "listing_payments_append_only"();--> statement-breakpoint
CREATE TRIGGER "listing_payments_no_truncate" BEFORE TRUNCATE ON "listing_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_payments_append_only"();
--> statement-breakpoint
-- Written by hand: until now a listing of a paid category went to waiting_payment at creation,
-- before any review. None was reviewed, and none has a fee: back to the review queue, where the
-- moderator's approval makes it wait for payment with its fee.
UPDATE "listings" SET "status" = 'pending' WHERE "status" = 'waiting_payment';
