ALTER TABLE "outbox" DROP CONSTRAINT "outbox_message_event_known";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_order_event_has_order";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
-- A visit already reminded of was reminded of its present start.
UPDATE "bookings" SET "reminded_for" = "starts_at" WHERE "reminded_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_event_has_order" CHECK ("outbox"."channel" = 'email' or "outbox"."order_id" is not null or "outbox"."event" in ('abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reminded_whole" CHECK (("bookings"."reminded_at" is null) = ("bookings"."reminded_for" is null));