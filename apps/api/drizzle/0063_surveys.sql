ALTER TABLE "outbox" DROP CONSTRAINT "outbox_message_event_known";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_order_event_has_order";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
-- A visit already reminded of was reminded of its present start.
UPDATE "bookings" SET "reminded_for" = "starts_at" WHERE "reminded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_business_complete" CHECK (("invoices"."buyer_gstin" is null and "invoices"."buyer_business_name" is null) or ("invoices"."buyer_gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and length(btrim("invoices"."buyer_business_name")) > 0 and char_length("invoices"."buyer_business_name") <= 100));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_business_of_booking" CHECK ("invoices"."buyer_gstin" is null or "invoices"."booking_id" is not null);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_event_has_order" CHECK ("outbox"."channel" = 'email' or "outbox"."order_id" is not null or "outbox"."event" in ('abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_business_complete" CHECK (("bookings"."buyer_gstin" is null and "bookings"."buyer_business_name" is null) or ("bookings"."buyer_gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and length(btrim("bookings"."buyer_business_name")) > 0 and char_length("bookings"."buyer_business_name") <= 100));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reminded_whole" CHECK (("bookings"."reminded_at" is null) = ("bookings"."reminded_for" is null));