ALTER TABLE "translations" DROP CONSTRAINT "translations_subject_known";--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_subject_known" CHECK ("translations"."subject" in ('product', 'category', 'variant', 'article', 'policy', 'faq_topic', 'faq_entry', 'announcement', 'gallery_item', 'home_banner', 'home_card', 'page', 'sale'));--> statement-breakpoint
-- Hand-written from here. A sale's translated name goes with the sale.
CREATE TRIGGER "sales_forget_translations" AFTER DELETE ON "sales" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('sale', 'id');
