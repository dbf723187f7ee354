CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"price_paise" integer NOT NULL,
	"max_price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"hsn_code" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" smallint NOT NULL,
	"breadth_cm" smallint NOT NULL,
	"height_cm" smallint NOT NULL,
	"image_position" smallint,
	"position" integer DEFAULT 0 NOT NULL,
	"is_retired" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_label_size" CHECK (char_length("product_variants"."label") <= 60),
	CONSTRAINT "product_variants_sku_shape" CHECK ("product_variants"."sku" ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_paise" > 0),
	CONSTRAINT "product_variants_max_price_not_below_price" CHECK ("product_variants"."max_price_paise" >= "product_variants"."price_paise"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_hsn_code_shape" CHECK ("product_variants"."hsn_code" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "product_variants_package_measured" CHECK ("product_variants"."weight_grams" > 0 and "product_variants"."length_cm" > 0 and "product_variants"."breadth_cm" > 0 and "product_variants"."height_cm" > 0),
	CONSTRAINT "product_variants_image_position_range" CHECK ("product_variants"."image_position" is null or "product_variants"."image_position" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_product_key";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: every product so far becomes its one variant, with its figures, its SKU made of its
-- slug (upper case; a slug too long for a SKU is cut and made unique by the product's id), and every
-- order line names it.
INSERT INTO "product_variants" ("product_id", "sku", "price_paise", "max_price_paise", "stock", "hsn_code", "weight_grams", "length_cm", "breadth_cm", "height_cm", "position")
  SELECT "id",
         CASE WHEN char_length("slug") <= 40 THEN upper("slug") ELSE upper(left("slug", 29)) || '-' || "id" END,
         "price_paise", "max_price_paise", "stock", "hsn_code", "weight_grams", "length_cm", "breadth_cm", "height_cm", 1
  FROM "products";
--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = v."id", "sku" = v."sku" FROM "product_variants" v WHERE v."product_id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (upper("sku"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_variant_key" UNIQUE("order_id","variant_id");--> statement-breakpoint
-- Hand-written: a product's row carries its default variant's figures (the first live one by position),
-- and the stock of all its live variants, so lists sort, filter and show availability from the product
-- alone and clients that know nothing of variants read the default's price. Its version moves on with
-- them, as a staff edit of the product must not overwrite stock a checkout took meanwhile.
CREATE FUNCTION "copy_default_variant"(product integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" p SET
      "price_paise" = d."price_paise", "max_price_paise" = d."max_price_paise", "hsn_code" = d."hsn_code",
      "weight_grams" = d."weight_grams", "length_cm" = d."length_cm", "breadth_cm" = d."breadth_cm", "height_cm" = d."height_cm",
      "stock" = d."live_stock", "version" = p."version" + 1, "updated_at" = now()
    FROM (
      SELECT v.*, (SELECT coalesce(sum(s."stock"), 0) FROM "product_variants" s WHERE s."product_id" = product AND NOT s."is_retired")::integer AS "live_stock"
      FROM "product_variants" v WHERE v."product_id" = product AND NOT v."is_retired"
      ORDER BY v."position", v."id" LIMIT 1
    ) d
    WHERE p."id" = product
      AND (p."price_paise", p."max_price_paise", p."hsn_code", p."weight_grams", p."length_cm", p."breadth_cm", p."height_cm", p."stock")
          IS DISTINCT FROM (d."price_paise", d."max_price_paise", d."hsn_code", d."weight_grams", d."length_cm", d."breadth_cm", d."height_cm", d."live_stock");
END
$$;
--> statement-breakpoint
CREATE FUNCTION "keep_product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "copy_default_variant"(OLD."product_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."product_id" <> OLD."product_id") THEN PERFORM "copy_default_variant"(NEW."product_id"); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_keep_product"
  AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "keep_product_default_variant"();
--> statement-breakpoint
CALL "watch_public_data"('product_variants');