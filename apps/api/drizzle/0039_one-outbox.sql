CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text,
	"user_id" integer,
	"order_id" integer,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text,
	"html_body" text,
	"reply_to" text,
	"unsubscribe_url" text,
	"template" text,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "outbox_once_per_event" UNIQUE("order_id","event_key","channel"),
	CONSTRAINT "outbox_provider_message_key" UNIQUE("provider_message_id"),
	CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('email', 'whatsapp', 'sms')),
	CONSTRAINT "outbox_status_known" CHECK (("outbox"."channel" = 'email' and "outbox"."status" in ('pending', 'sent', 'logged', 'failed')) or ("outbox"."channel" <> 'email' and "outbox"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'dead'))),
	CONSTRAINT "outbox_provider_known" CHECK ("outbox"."provider" is null or "outbox"."provider" in ('whatsapp_cloud', 'msg91', 'demo', 'smtp')),
	CONSTRAINT "outbox_attempts_not_negative" CHECK ("outbox"."attempts" >= 0),
	CONSTRAINT "outbox_mail_content" CHECK (("outbox"."channel" = 'email' and "outbox"."subject" is not null and "outbox"."text_body" is not null and "outbox"."template" is null and "outbox"."parameters" = '[]'::jsonb and "outbox"."buttons" = '[]'::jsonb) or ("outbox"."channel" <> 'email' and "outbox"."subject" is null and "outbox"."text_body" is null and "outbox"."html_body" is null and "outbox"."reply_to" is null and "outbox"."unsubscribe_url" is null)),
	CONSTRAINT "outbox_message_event_known" CHECK ("outbox"."channel" = 'email' or "outbox"."event" in ('order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivered', 'refund_processed', 'abandoned_cart')),
	CONSTRAINT "outbox_message_has_user" CHECK ("outbox"."channel" = 'email' or "outbox"."user_id" is not null),
	CONSTRAINT "outbox_order_event_has_order" CHECK ("outbox"."channel" = 'email' or "outbox"."order_id" is not null or "outbox"."event" = 'abandoned_cart'),
	CONSTRAINT "outbox_mobile_shape" CHECK ("outbox"."channel" = 'email' or "outbox"."recipient" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
-- The one outbox takes the pending and past mail and messages of both old outboxes. Mail keeps its ids, which
-- contact replies point to; messages are numbered after it, in their order.
INSERT INTO "outbox" ("id", "channel", "event", "order_id", "recipient", "subject", "text_body", "html_body", "reply_to", "unsubscribe_url", "status", "attempts", "next_attempt_at", "provider", "last_error", "created_at", "updated_at", "processed_at")
OVERRIDING SYSTEM VALUE
SELECT "id", 'email', "kind", "order_id", "to_address", "subject", "text_body", "html_body", "reply_to", "unsubscribe_url", "status", "attempts", "next_attempt_at",
  CASE "status" WHEN 'sent' THEN 'smtp' WHEN 'logged' THEN 'demo' END, "last_error", "created_at", coalesce("processed_at", "created_at"), "processed_at"
FROM "mail_outbox" ORDER BY "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"outbox"', 'id'), coalesce((SELECT max("id") FROM "outbox"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "outbox" ("channel", "event", "event_key", "user_id", "order_id", "recipient", "template", "parameters", "buttons", "status", "attempts", "next_attempt_at", "provider", "provider_message_id", "last_error", "created_at", "updated_at", "processed_at")
SELECT "channel", "event", "event_key", "user_id", "order_id", "to_mobile", "template", "parameters", "buttons", "status", "attempts", "next_attempt_at", "provider", "provider_message_id", "last_error", "created_at", "updated_at",
  CASE WHEN "status" <> 'pending' THEN "updated_at" END
FROM "notification_outbox" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "contact_replies" DROP CONSTRAINT "contact_replies_mail_id_mail_outbox_id_fk";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_order_idx" ON "outbox" USING btree ("order_id","channel","id") WHERE "outbox"."status" = 'pending' and "outbox"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP TABLE "mail_outbox";--> statement-breakpoint
DROP TABLE "notification_outbox";