ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_in_session" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_session_version_not_negative" CHECK ("users"."session_version" >= 0);