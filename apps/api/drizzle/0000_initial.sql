CREATE TABLE "email_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_otps_purpose_known" CHECK ("email_otps"."purpose" in ('register', 'password_reset')),
	CONSTRAINT "email_otps_attempts_not_negative" CHECK ("email_otps"."attempts" >= 0),
	CONSTRAINT "email_otps_expiry_after_creation" CHECK ("email_otps"."expires_at" > "email_otps"."created_at")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text,
	"address" text,
	"city" text,
	"state" text,
	"postalcode" text,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_name_filled" CHECK (length(btrim("users"."name")) > 0 and char_length("users"."name") <= 100),
	CONSTRAINT "users_email_shape" CHECK ("users"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$' and char_length("users"."email") <= 254),
	CONSTRAINT "users_password_hash_filled" CHECK (length("users"."password_hash") > 0)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_full_name_filled" CHECK (length(btrim("addresses"."full_name")) > 0 and char_length("addresses"."full_name") <= 100),
	CONSTRAINT "addresses_phone_filled" CHECK (length(btrim("addresses"."phone")) > 0 and char_length("addresses"."phone") <= 20),
	CONSTRAINT "addresses_address_filled" CHECK (length(btrim("addresses"."address")) > 0 and char_length("addresses"."address") <= 200),
	CONSTRAINT "addresses_address_line2_size" CHECK (char_length("addresses"."address_line2") <= 200),
	CONSTRAINT "addresses_city_filled" CHECK (length(btrim("addresses"."city")) > 0 and char_length("addresses"."city") <= 100),
	CONSTRAINT "addresses_state_filled" CHECK (length(btrim("addresses"."state")) > 0 and char_length("addresses"."state") <= 100),
	CONSTRAINT "addresses_zip_code_pincode" CHECK ("addresses"."zip_code" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_filled" CHECK (length(btrim("categories"."name")) > 0 and char_length("categories"."name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_desc" text NOT NULL,
	"long_desc" text NOT NULL,
	"price_paise" integer NOT NULL,
	"max_price_paise" integer NOT NULL,
	"category_id" integer NOT NULL,
	"material" text NOT NULL,
	"image1" text NOT NULL,
	"image2" text,
	"image3" text,
	"image4" text,
	"image5" text,
	"bullet_one" text NOT NULL,
	"bullet_two" text NOT NULL,
	"bullet_three" text NOT NULL,
	"bullet_four" text NOT NULL,
	"bullet_five" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_key" UNIQUE("slug"),
	CONSTRAINT "products_slug_shape" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "products_title_filled" CHECK (length(btrim("products"."title")) > 0 and char_length("products"."title") <= 200),
	CONSTRAINT "products_short_desc_size" CHECK (char_length("products"."short_desc") <= 1000),
	CONSTRAINT "products_long_desc_size" CHECK (char_length("products"."long_desc") <= 20000),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" > 0),
	CONSTRAINT "products_max_price_not_below_price" CHECK ("products"."max_price_paise" >= "products"."price_paise"),
	CONSTRAINT "products_material_known" CHECK ("products"."material" in ('Plastic', 'Stainless Steel')),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_image1_filled" CHECK (length(btrim("products"."image1")) > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"rating" smallint NOT NULL,
	"review_text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_product_key" UNIQUE("user_id","product_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_filled" CHECK (length(btrim("reviews"."review_text")) > 0 and char_length("reviews"."review_text") <= 2000),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('published', 'pending', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_user_product_key" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_key" UNIQUE("slug"),
	CONSTRAINT "blogs_slug_shape" CHECK ("blogs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blogs_title_filled" CHECK (length(btrim("blogs"."title")) > 0 and char_length("blogs"."title") <= 200)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_messages_name_filled" CHECK (length(btrim("contact_messages"."name")) > 0 and char_length("contact_messages"."name") <= 100),
	CONSTRAINT "contact_messages_email_filled" CHECK (length(btrim("contact_messages"."email")) > 0 and char_length("contact_messages"."email") <= 254),
	CONSTRAINT "contact_messages_subject_filled" CHECK (length(btrim("contact_messages"."subject")) > 0 and char_length("contact_messages"."subject") <= 200),
	CONSTRAINT "contact_messages_message_filled" CHECK (length(btrim("contact_messages"."message")) > 0 and char_length("contact_messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_image_filled" CHECK (length(btrim("gallery_items"."image")) > 0),
	CONSTRAINT "gallery_items_title_filled" CHECK (length(btrim("gallery_items"."title")) > 0 and char_length("gallery_items"."title") <= 200)
);
--> statement-breakpoint
CREATE TABLE "page_metadata" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_metadata_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"og_image" text NOT NULL,
	"twitter_card" text DEFAULT 'summary_large_image' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_metadata_path_key" UNIQUE("path"),
	CONSTRAINT "page_metadata_path_absolute" CHECK ("page_metadata"."path" like '/%'),
	CONSTRAINT "page_metadata_title_filled" CHECK (length(btrim("page_metadata"."title")) > 0 and char_length("page_metadata"."title") <= 200),
	CONSTRAINT "page_metadata_twitter_card_known" CHECK ("page_metadata"."twitter_card" in ('summary', 'summary_large_image'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_image" text,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	CONSTRAINT "order_items_order_product_key" UNIQUE("order_id","product_id"),
	CONSTRAINT "order_items_unit_price_not_negative" CHECK ("order_items"."unit_price_paise" >= 0),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_line_total_adds_up" CHECK ("order_items"."line_total_paise" = "order_items"."unit_price_paise" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_known" CHECK ("order_status_history"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"address_id" integer,
	"ship_full_name" text NOT NULL,
	"ship_phone" text NOT NULL,
	"ship_address" text NOT NULL,
	"ship_address_line2" text,
	"ship_city" text NOT NULL,
	"ship_state" text NOT NULL,
	"ship_zip_code" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"shipping_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_provider_order_id_key" UNIQUE("provider_order_id"),
	CONSTRAINT "orders_ship_zip_code_pincode" CHECK ("orders"."ship_zip_code" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "orders_subtotal_not_negative" CHECK ("orders"."subtotal_paise" >= 0),
	CONSTRAINT "orders_shipping_not_negative" CHECK ("orders"."shipping_paise" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."shipping_paise"),
	CONSTRAINT "orders_delivery_status_known" CHECK ("orders"."delivery_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"method" text,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_key" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('razorpay', 'demo')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_currency_inr" CHECK ("payments"."currency" = 'INR'),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'authorized', 'captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"raw_body" text NOT NULL,
	"signature" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"processing_error" text,
	CONSTRAINT "webhook_events_provider_event_key" UNIQUE("provider","event_id"),
	CONSTRAINT "webhook_events_provider_known" CHECK ("webhook_events"."provider" in ('razorpay', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_key" UNIQUE("scope","key"),
	CONSTRAINT "idempotency_keys_key_size" CHECK (char_length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_known" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'logged', 'failed')),
	CONSTRAINT "mail_outbox_attempts_not_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("bucket","key","window_start"),
	CONSTRAINT "rate_limit_counters_hits_not_negative" CHECK ("rate_limit_counters"."hits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_otps_lookup_idx" ON "email_otps" USING btree (lower("email"),"purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "wishlist_entries_product_idx" ON "wishlist_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gallery_items_position_idx" ON "gallery_items" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_at_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE INDEX "webhook_events_unprocessed_idx" ON "webhook_events" USING btree ("processed_at","received_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");