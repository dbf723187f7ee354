CREATE TABLE "saved_carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "saved_carts_has_lines" CHECK (jsonb_typeof("saved_carts"."items") = 'array' and jsonb_array_length("saved_carts"."items") > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_event_known";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
-- Messages queued before this migration were all about orders: each goes to its order's customer.
UPDATE "notification_outbox" SET "user_id" = "orders"."user_id" FROM "orders" WHERE "orders"."id" = "notification_outbox"."order_id";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_carts_due_idx" ON "saved_carts" USING btree ("updated_at") WHERE "saved_carts"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_user_idx" ON "notification_outbox" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_order_event_has_order" CHECK ("notification_outbox"."order_id" is not null or "notification_outbox"."event" = 'abandoned_cart');--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_event_known" CHECK ("notification_outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivered', 'refund_processed', 'abandoned_cart'));