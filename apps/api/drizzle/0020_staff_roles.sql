ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
-- Every staff member keeps the back-office; the earliest becomes the owner, so an existing shop keeps one.
UPDATE "users" SET "staff_role" = 'staff' WHERE "is_staff";--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'owner' WHERE "id" = (SELECT "id" FROM "users" WHERE "is_staff" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_staff";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_known" CHECK ("users"."staff_role" is null or "users"."staff_role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_known" CHECK (("audit_log"."actor_kind" = 'staff' and "audit_log"."actor_id" is not null) or ("audit_log"."actor_kind" = 'cli' and "audit_log"."actor_id" is null));