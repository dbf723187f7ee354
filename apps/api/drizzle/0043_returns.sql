CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sellable" integer,
	"damaged" integer,
	CONSTRAINT "return_lines_return_item_key" UNIQUE("return_id","order_item_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_received_within" CHECK (("return_lines"."sellable" is null) = ("return_lines"."damaged" is null) and ("return_lines"."sellable" is null or ("return_lines"."sellable" >= 0 and "return_lines"."damaged" >= 0 and "return_lines"."sellable" + "return_lines"."damaged" <= "return_lines"."quantity")))
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"return_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_size_positive" CHECK ("return_photos"."width" > 0 and "return_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"note" text,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"decision_reason" text,
	"pickup_method" text,
	"pickup_status" text,
	"carrier_order_id" text,
	"carrier_shipment_id" text,
	"awb" text,
	"courier_name" text,
	"pickup_date" date,
	"pickup_booked_at" timestamp with time zone,
	"pickup_error" text,
	"picked_up_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by_staff_id" integer,
	"quality_note" text,
	"refund_id" integer,
	"replacement_order_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'quality_failed', 'refunded', 'replaced')),
	CONSTRAINT "returns_reason_known" CHECK ("returns"."reason" in ('damaged_in_transit', 'defective', 'wrong_item', 'not_as_described', 'no_longer_needed')),
	CONSTRAINT "returns_resolution_known" CHECK ("returns"."resolution" in ('refund', 'replacement')),
	CONSTRAINT "returns_pickup_method_known" CHECK ("returns"."pickup_method" in ('carrier', 'self')),
	CONSTRAINT "returns_pickup_status_known" CHECK ("returns"."pickup_status" in ('booking', 'booked', 'refused')),
	CONSTRAINT "returns_note_size" CHECK ("returns"."note" is null or char_length("returns"."note") <= 1000),
	CONSTRAINT "returns_decision_reason_size" CHECK ("returns"."decision_reason" is null or char_length("returns"."decision_reason") <= 1000),
	CONSTRAINT "returns_quality_note_size" CHECK ("returns"."quality_note" is null or char_length("returns"."quality_note") <= 1000),
	CONSTRAINT "returns_pickup_error_size" CHECK ("returns"."pickup_error" is null or char_length("returns"."pickup_error") <= 500),
	CONSTRAINT "returns_rejected_says_why" CHECK ("returns"."status" <> 'rejected' or "returns"."decision_reason" is not null),
	CONSTRAINT "returns_carrier_pickup_has_status" CHECK (("returns"."pickup_method" = 'carrier') = ("returns"."pickup_status" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_message_event_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_decided_by_staff_id_users_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_received_by_staff_id_users_id_fk" FOREIGN KEY ("received_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_photos_user_idx" ON "return_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update'));