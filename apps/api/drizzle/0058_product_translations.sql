CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translations_language" CHECK ("product_translations"."language" in ('hi')),
	CONSTRAINT "product_translations_texts_object" CHECK (jsonb_typeof("product_translations"."texts") = 'object' and jsonb_typeof("product_translations"."source") = 'object')
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The shop's pages in a language are kept per version of the public data, as English's are: a translation saved
-- must move that version, as an edit of the product does.
CALL "watch_public_data"('product_translations');
