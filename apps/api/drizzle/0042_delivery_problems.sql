CREATE TABLE "delivery_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"scan_key" text NOT NULL,
	"attempt" integer NOT NULL,
	"reason" text NOT NULL,
	"courier_words" text,
	"reported_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"preferred_date" date,
	"phone" text,
	"address_line" text,
	"answered_at" timestamp with time zone,
	"answered_by_staff_id" integer,
	"carrier_status" text,
	"carrier_error" text,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_problems_shipment_scan_key" UNIQUE("shipment_id","scan_key"),
	CONSTRAINT "delivery_problems_status_known" CHECK ("delivery_problems"."status" in ('open', 'answered', 'expired')),
	CONSTRAINT "delivery_problems_reason_known" CHECK ("delivery_problems"."reason" in ('customer_unavailable', 'refused', 'address_incomplete', 'phone_unreachable', 'other')),
	CONSTRAINT "delivery_problems_action_known" CHECK ("delivery_problems"."action" in ('reattempt', 'return')),
	CONSTRAINT "delivery_problems_carrier_status_known" CHECK ("delivery_problems"."carrier_status" in ('pending', 'sent', 'refused')),
	CONSTRAINT "delivery_problems_attempt_positive" CHECK ("delivery_problems"."attempt" >= 1),
	CONSTRAINT "delivery_problems_answered" CHECK (("delivery_problems"."status" = 'answered') = ("delivery_problems"."action" is not null and "delivery_problems"."answered_at" is not null and "delivery_problems"."carrier_status" is not null)),
	CONSTRAINT "delivery_problems_return_plain" CHECK ("delivery_problems"."action" is distinct from 'return' or ("delivery_problems"."preferred_date" is null and "delivery_problems"."phone" is null and "delivery_problems"."address_line" is null)),
	CONSTRAINT "delivery_problems_phone_shape" CHECK ("delivery_problems"."phone" is null or "delivery_problems"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "delivery_problems_address_line_size" CHECK ("delivery_problems"."address_line" is null or char_length("delivery_problems"."address_line") <= 200),
	CONSTRAINT "delivery_problems_words_size" CHECK ("delivery_problems"."courier_words" is null or char_length("delivery_problems"."courier_words") <= 300),
	CONSTRAINT "delivery_problems_carrier_error_size" CHECK ("delivery_problems"."carrier_error" is null or char_length("delivery_problems"."carrier_error") <= 500)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_message_event_known";--> statement-breakpoint
ALTER TABLE "delivery_problems" ADD CONSTRAINT "delivery_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_problems" ADD CONSTRAINT "delivery_problems_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_problems" ADD CONSTRAINT "delivery_problems_answered_by_staff_id_users_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_problems_order_idx" ON "delivery_problems" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "delivery_problems_status_deadline_idx" ON "delivery_problems" USING btree ("status","answer_by");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'refund_processed', 'abandoned_cart', 'complaint_update'));