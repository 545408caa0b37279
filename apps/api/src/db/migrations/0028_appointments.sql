CREATE TABLE "appointment_slots" (
	"branch_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "appointment_slots_branch_id_starts_at_pk" PRIMARY KEY("branch_id","starts_at"),
	CONSTRAINT "appointment_slots_taken_check" CHECK ("appointment_slots"."taken" >= 0 and "appointment_slots"."taken" <= "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_reason" text,
	"locale" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('requested', 'confirmed', 'rescheduled', 'cancelled', 'done')),
	CONSTRAINT "appointments_locale_check" CHECK ("appointments"."locale" in ('ar', 'fr', 'en')),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_branch_id_content_items_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_content_items_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_branch_id_content_items_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_user_slot_active_idx" ON "appointments" USING btree ("user_id","starts_at") WHERE "appointments"."status" in ('requested', 'confirmed', 'rescheduled');--> statement-breakpoint
CREATE INDEX "appointments_branch_start_idx" ON "appointments" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");