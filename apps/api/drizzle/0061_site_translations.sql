ALTER TABLE "translations" DROP CONSTRAINT "translations_subject_known";--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_subject_known" CHECK ("translations"."subject" in ('product', 'category', 'variant', 'article', 'policy', 'faq_topic', 'faq_entry', 'announcement', 'gallery_item', 'home_banner', 'home_card', 'page'));
--> statement-breakpoint
-- Hand-written from here. A gallery photo's and a path's translations go with them, as 0060's subjects' do.
CREATE TRIGGER "gallery_items_forget_translations" AFTER DELETE ON "gallery_items" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('gallery_item', 'id');
--> statement-breakpoint
CREATE TRIGGER "page_metadata_forget_translations" AFTER DELETE ON "page_metadata" FOR EACH ROW EXECUTE FUNCTION "forget_translations"('page', 'id');
--> statement-breakpoint
-- Each announcement, home page banner and 'Shop by Category' card gains an id, the key its translations are kept
-- under (decision 068): `message-1`, `banner-1`, `card-1`… in their order. The public answers keep their shape.
UPDATE "site_documents"
SET "body" = jsonb_set("body", '{messages}', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', 'message-' || "position", 'text', "message") ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements_text("body" -> 'messages') WITH ORDINALITY AS "listed"("message", "position")))
WHERE "key" = 'announcements' AND jsonb_typeof("body" -> 'messages' -> 0) = 'string';
--> statement-breakpoint
UPDATE "site_documents"
SET "body" = "body"
  || jsonb_build_object('banners', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', 'banner-' || "position") || "banner" ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements("body" -> 'banners') WITH ORDINALITY AS "listed"("banner", "position")))
  || jsonb_build_object('categories', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('id', 'card-' || "position") || "card" ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements("body" -> 'categories') WITH ORDINALITY AS "listed"("card", "position")))
WHERE "key" = 'home';
