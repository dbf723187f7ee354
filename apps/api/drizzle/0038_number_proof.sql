CREATE TABLE "messaging_number_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_number_codes_mobile_shape" CHECK ("messaging_number_codes"."mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "messaging_number_codes_channel_known" CHECK ("messaging_number_codes"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messaging_number_codes_attempts_not_negative" CHECK ("messaging_number_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messaging_contacts" ADD COLUMN "proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_number_codes" ADD CONSTRAINT "messaging_number_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a saved number is proved only when it has written to the shop itself through the signed webhook.
-- The one such message whose number the database keeps is a STOP (a suppression, or a consent withdrawn by
-- `reply_stop` naming the number); a START or a button reply left no trace of its number. As a START does now,
-- it proves the number for the account that saved it only when no other account saved it too. Every other
-- number stays unproved: nothing goes to it until its customer confirms it with a code.
UPDATE "messaging_contacts" AS "contact" SET "proved_at" = now()
  WHERE (
      EXISTS (SELECT 1 FROM "messaging_suppressions" AS "stop" WHERE "stop"."mobile" = "contact"."mobile")
      OR EXISTS (SELECT 1 FROM "messaging_consents" AS "consent"
        WHERE "consent"."source" = 'reply_stop' AND "consent"."mobile" = "contact"."mobile")
    )
    AND NOT EXISTS (SELECT 1 FROM "messaging_contacts" AS "other"
      WHERE "other"."mobile" = "contact"."mobile" AND "other"."user_id" <> "contact"."user_id");
