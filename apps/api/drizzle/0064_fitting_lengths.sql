ALTER TABLE "order_items" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "job_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_job_minutes_range" CHECK ("services"."job_minutes" between 1 and 1440);--> statement-breakpoint
-- Decision 070: an accepted quotation's order lines keep the service each was priced from, so a per-job fitting is
-- booked for its service's length. Read back from the quotation's last sent revision (the one accepted), whose lines
-- acceptance wrote to the order one by one in their order; a free line names no service and stays null.
WITH "accepted" AS (
  SELECT DISTINCT ON ("r"."quote_id") "q"."order_id", "r"."lines"
  FROM "quotes" "q" JOIN "quote_revisions" "r" ON "r"."quote_id" = "q"."id"
  WHERE "q"."order_id" IS NOT NULL AND "r"."sent_at" IS NOT NULL
  ORDER BY "r"."quote_id", "r"."revision" DESC
), "quoted" AS (
  SELECT "a"."order_id", "l"."n", ("l"."line"->>'serviceId')::integer AS "service_id"
  FROM "accepted" "a" CROSS JOIN LATERAL jsonb_array_elements("a"."lines") WITH ORDINALITY AS "l"("line", "n")
  WHERE jsonb_typeof("l"."line"->'serviceId') = 'number'
), "items" AS (
  SELECT "id", "order_id", row_number() OVER (PARTITION BY "order_id" ORDER BY "id") AS "n" FROM "order_items"
)
UPDATE "order_items" SET "service_id" = "quoted"."service_id"
FROM "items" JOIN "quoted" ON "quoted"."order_id" = "items"."order_id" AND "quoted"."n" = "items"."n"
WHERE "order_items"."id" = "items"."id" AND "order_items"."variant_id" IS NULL;
