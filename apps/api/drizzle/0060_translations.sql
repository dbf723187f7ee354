CREATE TABLE "translations" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_subject_key_language_pk" PRIMARY KEY("subject","key","language"),
	CONSTRAINT "translations_subject_known" CHECK ("translations"."subject" in ('product', 'category', 'variant', 'article', 'policy')),
	CONSTRAINT "translations_language" CHECK ("translations"."language" in ('hi')),
	CONSTRAINT "translations_texts_object" CHECK (jsonb_typeof("translations"."texts") = 'object' and jsonb_typeof("translations"."source") = 'object')
);
--> statement-breakpoint
-- Hand-written from here. The products' translations move into the one table every kind of subject shares.
INSERT INTO "translations" ("subject", "key", "language", "texts", "source", "updated_at")
  SELECT 'product', "product_id"::text, "language", "texts", "source", "updated_at" FROM "product_translations";
--> statement-breakpoint
DROP TABLE "product_translations" CASCADE;
--> statement-breakpoint
-- A subject's translations go with it, as a foreign key's cascade would take them: the trigger is told the subject
-- and the column its key is read from.
CREATE FUNCTION "forget_translations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "translations" WHERE "subject" = TG_ARGV[0] AND "key" = to_jsonb(OLD) ->> TG_ARGV[1];
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_forget_translations" AFTER DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('product', 'id');
--> statement-breakpoint
CREATE TRIGGER "categories_forget_translations" AFTER DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('category', 'id');
--> statement-breakpoint
CREATE TRIGGER "product_variants_forget_translations" AFTER DELETE ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('variant', 'id');
--> statement-breakpoint
CREATE TRIGGER "blogs_forget_translations" AFTER DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('article', 'id');
--> statement-breakpoint
-- The shop's pages in a language are kept per version of the public data, as English's are: a translation saved
-- must move that version, as an edit of what it translates does.
CALL "watch_public_data"('translations');