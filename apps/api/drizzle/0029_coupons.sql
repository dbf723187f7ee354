CREATE TABLE "coupon_categories" (
	"coupon_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "coupon_categories_coupon_id_category_id_pk" PRIMARY KEY("coupon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_customer_limit" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_shape" CHECK ("coupons"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,19}$'),
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" between 1 and 90 and "coupons"."amount_off_paise" is null) or ("coupons"."amount_off_paise" >= 100 and "coupons"."percent_off" is null)),
	CONSTRAINT "coupons_amount_below_minimum" CHECK ("coupons"."amount_off_paise" is null or "coupons"."amount_off_paise" < "coupons"."min_order_paise"),
	CONSTRAINT "coupons_min_order_not_negative" CHECK ("coupons"."min_order_paise" >= 0),
	CONSTRAINT "coupons_end_after_start" CHECK ("coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_limits_positive" CHECK (("coupons"."total_limit" is null or "coupons"."total_limit" > 0) and ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" > 0))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_categories" ADD CONSTRAINT "coupon_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_categories_category_idx" ON "coupon_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_coupon_user_idx" ON "orders" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within_line" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."line_total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_goods" CHECK ("orders"."discount_paise" >= 0 and ("orders"."discount_paise" = 0 or "orders"."discount_paise" < "orders"."subtotal_paise"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_has_coupon" CHECK ("orders"."discount_paise" = 0 or "orders"."coupon_code" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise" + "orders"."cod_fee_paise");