CREATE TABLE "media_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_name" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_size_positive" CHECK ("media_images"."width" > 0 and "media_images"."height" > 0),
	CONSTRAINT "media_images_original_name_size" CHECK (char_length("media_images"."original_name") <= 255),
	CONSTRAINT "media_images_variants_listed" CHECK (case when jsonb_typeof("media_images"."variants") = 'array' then jsonb_array_length("media_images"."variants") > 0 else false end)
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_created_by_idx" ON "media_images" USING btree ("created_by");