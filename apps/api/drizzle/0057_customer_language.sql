ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language_known" CHECK ("outbox"."language" in ('en', 'hi'));