CREATE TABLE "booking_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_photos_size_positive" CHECK ("booking_photos"."width" > 0 and "booking_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text;--> statement-breakpoint
-- Lines accepted before the unit was kept: acceptance named them "<description> (per <unit>)".
UPDATE "order_items" SET "unit" = substring("product_name" from '\(per ([^()]{1,40})\)$') WHERE "variant_id" IS NULL AND "product_name" ~ '\(per [^()]{1,40}\)$';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completion_notes" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "complaint_id" integer;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_installation_per_order" ON "bookings" USING btree ("order_id") WHERE "bookings"."kind" = 'installation' and "bookings"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_unit_short" CHECK ("order_items"."unit" is null or char_length("order_items"."unit") between 1 and 40);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_survey_has_no_order" CHECK ("bookings"."kind" = 'installation' or "bookings"."order_id" is null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_done_has_completion" CHECK (("bookings"."status" = 'done') = ("bookings"."completed_at" is not null) and ("bookings"."completed_at" is null) = ("bookings"."completion_notes" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_completion_notes_filled" CHECK (length(btrim("bookings"."completion_notes")) > 0 and char_length("bookings"."completion_notes") <= 2000);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_outcome_known" CHECK ("bookings"."customer_outcome" is null or "bookings"."customer_outcome" in ('confirmed', 'problem'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_outcome_after_completion" CHECK (("bookings"."customer_outcome" is null) = ("bookings"."answered_at" is null) and ("bookings"."customer_outcome" is null or "bookings"."completed_at" is not null));