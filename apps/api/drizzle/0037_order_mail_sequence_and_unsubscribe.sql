ALTER TABLE "messaging_consents" DROP CONSTRAINT "messaging_consents_source_known";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_order_idx" ON "mail_outbox" USING btree ("order_id","id") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_source_known" CHECK ("messaging_consents"."source" in ('sign_up', 'checkout', 'account', 'reply_stop', 'unsubscribe_link'));