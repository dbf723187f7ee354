ALTER TABLE "carrier_webhooks" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "carrier_webhooks" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "carrier_webhooks" ADD CONSTRAINT "carrier_webhooks_carrier_body_key" UNIQUE("carrier","body_sha256");--> statement-breakpoint
ALTER TABLE "carrier_webhooks" ADD CONSTRAINT "carrier_webhooks_reason_size" CHECK ("carrier_webhooks"."reason" is null or char_length("carrier_webhooks"."reason") <= 500);