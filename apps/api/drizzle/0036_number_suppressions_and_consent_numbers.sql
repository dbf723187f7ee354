CREATE TABLE "messaging_suppressions" (
	"mobile" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_suppressions_mobile_channel_pk" PRIMARY KEY("mobile","channel"),
	CONSTRAINT "messaging_suppressions_mobile_shape" CHECK ("messaging_suppressions"."mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "messaging_suppressions_channel_known" CHECK ("messaging_suppressions"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messaging_suppressions_source_known" CHECK ("messaging_suppressions"."source" in ('reply_stop'))
);
--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "messaging_consents" ADD CONSTRAINT "messaging_consents_mobile_shape" CHECK ("messaging_consents"."mobile" is null or "messaging_consents"."mobile" ~ '^[6-9][0-9]{9}$');--> statement-breakpoint
-- Hand-written: each choice made before this migration gets the account's number, the best knowledge there is
-- of the number it covered (an account whose number was removed keeps null).
UPDATE "messaging_consents" AS "consent" SET "mobile" = "contact"."mobile"
  FROM "messaging_contacts" AS "contact" WHERE "contact"."user_id" = "consent"."user_id";--> statement-breakpoint
-- A STOP received before this migration suppresses its number too, when the account's number has not changed
-- since (then it is the number that sent it): the account's own tick since then did not undo the number's objection.
INSERT INTO "messaging_suppressions" ("mobile", "channel", "source", "created_at")
  SELECT "contact"."mobile", "consent"."channel", 'reply_stop', min("consent"."created_at")
  FROM "messaging_consents" AS "consent"
  JOIN "messaging_contacts" AS "contact" ON "contact"."user_id" = "consent"."user_id"
  WHERE "consent"."source" = 'reply_stop' AND "contact"."updated_at" <= "consent"."created_at"
  GROUP BY "contact"."mobile", "consent"."channel"
  ON CONFLICT DO NOTHING;
