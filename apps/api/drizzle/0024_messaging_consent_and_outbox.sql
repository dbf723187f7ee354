CREATE TABLE "messaging_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messaging_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_consents_purpose_known" CHECK ("messaging_consents"."purpose" in ('order_updates', 'marketing')),
	CONSTRAINT "messaging_consents_channel_known" CHECK ("messaging_consents"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messaging_consents_source_known" CHECK ("messaging_consents"."source" in ('sign_up', 'checkout', 'account', 'reply_stop'))
);
--> statement-breakpoint
CREATE TABLE "messaging_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_contacts_mobile_shape" CHECK ("messaging_contacts"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"provider" text,
	"template" text,
	"parameters" jsonb NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"to_mobile" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_outbox_once_per_event" UNIQUE("order_id","event_key","channel"),
	CONSTRAINT "notification_outbox_provider_message_key" UNIQUE("provider_message_id"),
	CONSTRAINT "notification_outbox_event_known" CHECK ("notification_outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivered', 'refund_processed')),
	CONSTRAINT "notification_outbox_channel_known" CHECK ("notification_outbox"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "notification_outbox_provider_known" CHECK ("notification_outbox"."provider" is null or "notification_outbox"."provider" in ('whatsapp_cloud', 'msg91', 'demo')),
	CONSTRAINT "notification_outbox_status_known" CHECK ("notification_outbox"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'dead')),
	CONSTRAINT "notification_outbox_mobile_shape" CHECK ("notification_outbox"."to_mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "notification_outbox_attempts_not_negative" CHECK ("notification_outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_contacts" ADD CONSTRAINT "messaging_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_consents_user_idx" ON "messaging_consents" USING btree ("user_id","purpose","channel","id");--> statement-breakpoint
CREATE INDEX "messaging_contacts_mobile_idx" ON "messaging_contacts" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");