CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"sac_code" text NOT NULL,
	"gst_rate_percent" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name_filled" CHECK (length(btrim("services"."name")) > 0 and char_length("services"."name") <= 200),
	CONSTRAINT "services_kind_known" CHECK ("services"."kind" in ('survey', 'installation')),
	CONSTRAINT "services_unit_known" CHECK ("services"."unit" in ('visit', 'running_metre', 'square_metre', 'job')),
	CONSTRAINT "services_unit_of_kind" CHECK (("services"."kind" = 'survey') = ("services"."unit" = 'visit')),
	CONSTRAINT "services_price_range" CHECK ("services"."price_paise" between 0 and 2000000000),
	CONSTRAINT "services_sac_shape" CHECK ("services"."sac_code" ~ '^99[0-9]{4}$' and ("services"."kind" <> 'installation' or left("services"."sac_code", 4) in ('9987', '9954'))),
	CONSTRAINT "services_gst_rate_known" CHECK ("services"."gst_rate_percent" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_lower_key" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_one_survey" ON "services" USING btree ("kind") WHERE "services"."kind" = 'survey';--> statement-breakpoint
-- The survey fee moves from the booking settings to the survey's price, unchanged: what a customer pays stays the same.
INSERT INTO "services" ("name", "kind", "unit", "price_paise", "sac_code", "gst_rate_percent")
SELECT 'Site survey', 'survey', 'visit', coalesce((SELECT ("value"::jsonb ->> 'surveyFeePaise')::bigint FROM "app_settings" WHERE "key" = 'booking_settings'), 0), '998399', 18;--> statement-breakpoint
UPDATE "app_settings" SET "value" = ("value"::jsonb - 'surveyFeePaise')::text WHERE "key" = 'booking_settings';
