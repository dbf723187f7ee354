ALTER TABLE "refunds" DROP CONSTRAINT "refunds_processed_complete";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "contact_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "contact_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "contact_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_order_id_key" UNIQUE("provider_order_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_id_key" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_of_one_thing" CHECK (("refunds"."order_id" is not null and "refunds"."payment_id" is not null and "refunds"."booking_id" is null) or ("refunds"."order_id" is null and "refunds"."payment_id" is null and "refunds"."booking_id" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_processed_complete" CHECK ("refunds"."status" <> 'processed' or ("refunds"."provider_refund_id" is not null and "refunds"."processed_at" is not null and ("refunds"."credit_note_id" is not null or "refunds"."order_id" is null)));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_provider_known" CHECK ("bookings"."payment_provider" is null or "bookings"."payment_provider" in ('razorpay', 'demo'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_order_has_provider" CHECK (("bookings"."provider_order_id" is null) = ("bookings"."payment_provider" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_whole" CHECK (("bookings"."payment_id" is null) = ("bookings"."paid_at" is null) and ("bookings"."payment_id" is null) = ("bookings"."paid_paise" is null) and ("bookings"."payment_id" is null or "bookings"."provider_order_id" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_positive" CHECK ("bookings"."paid_paise" is null or "bookings"."paid_paise" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_whole" CHECK (("bookings"."contact_name" is null and "bookings"."contact_phone" is null and "bookings"."contact_email" is null and "bookings"."address" is null) or ("bookings"."contact_name" is not null and "bookings"."contact_phone" is not null and "bookings"."contact_email" is not null and "bookings"."address" is not null));