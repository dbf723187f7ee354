CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"refunded_on" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "credit_notes_number_key" UNIQUE("number"),
	CONSTRAINT "credit_notes_financial_year_sequence_key" UNIQUE("financial_year","sequence"),
	CONSTRAINT "credit_notes_number_size" CHECK (char_length("credit_notes"."number") between 1 and 16),
	CONSTRAINT "credit_notes_financial_year_shape" CHECK ("credit_notes"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "credit_notes_sequence_positive" CHECK ("credit_notes"."sequence" > 0),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paise" > 0),
	CONSTRAINT "credit_notes_reason_filled" CHECK (length(btrim("credit_notes"."reason")) > 0 and char_length("credit_notes"."reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_pkey" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_series_series_known" CHECK ("document_series"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "document_series_financial_year_shape" CHECK ("document_series"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "document_series_last_number_positive" CHECK ("document_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_legal_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_state" text NOT NULL,
	"seller_state_code" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text,
	CONSTRAINT "invoices_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_key" UNIQUE("number"),
	CONSTRAINT "invoices_financial_year_sequence_key" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_number_size" CHECK (char_length("invoices"."number") between 1 and 16),
	CONSTRAINT "invoices_financial_year_shape" CHECK ("invoices"."financial_year" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "invoices_sequence_positive" CHECK ("invoices"."sequence" > 0),
	CONSTRAINT "invoices_seller_state_code_shape" CHECK ("invoices"."seller_state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "invoices_seller_gstin_shape" CHECK ("invoices"."seller_gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$'),
	CONSTRAINT "invoices_place_of_supply_code_shape" CHECK ("invoices"."place_of_supply_code" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_percent" integer;--> statement-breakpoint
-- Lines of orders placed before invoicing get the tax class src/invoices/tax-class.ts gives their product.
UPDATE "order_items" SET
	"hsn_code" = CASE WHEN "categories"."name" ~* '\mnets?\M' THEN '5608' WHEN "products"."material" = 'Stainless Steel' THEN '7326' ELSE '3926' END,
	"gst_rate_percent" = 18
FROM "products" JOIN "categories" ON "categories"."id" = "products"."category_id"
WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_hsn_code_shape" CHECK ("order_items"."hsn_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate_range" CHECK ("order_items"."gst_rate_percent" between 0 and 100);