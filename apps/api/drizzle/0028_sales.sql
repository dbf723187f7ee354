CREATE TABLE "sale_categories" (
	"sale_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "sale_categories_sale_id_category_id_pk" PRIMARY KEY("sale_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sale_products" (
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "sale_products_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_name_filled" CHECK (length(btrim("sales"."name")) > 0 and char_length("sales"."name") <= 80),
	CONSTRAINT "sales_one_discount" CHECK (("sales"."percent_off" between 1 and 90 and "sales"."amount_off_paise" is null) or ("sales"."amount_off_paise" >= 100 and "sales"."percent_off" is null)),
	CONSTRAINT "sales_end_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "sale_categories" ADD CONSTRAINT "sale_categories_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_categories" ADD CONSTRAINT "sale_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_categories_category_idx" ON "sale_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sale_products_product_idx" ON "sale_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_window_idx" ON "sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
-- Sales change the prices every visitor sees: cached public answers follow each change of them.
CALL "watch_public_data"('sales');
--> statement-breakpoint
CALL "watch_public_data"('sale_products');
--> statement-breakpoint
CALL "watch_public_data"('sale_categories');
