-- The shipping promise in the announcement bar is now made from the owner's shipping rule (delivery
-- settings), and no sale stands behind "Flash sale": both lines the first install stored are taken out of
-- the staff-kept messages, which keep their order; any other message stays as staff wrote it.
UPDATE "site_documents"
SET "body" = jsonb_set("body", '{messages}', coalesce((
      SELECT jsonb_agg(message ORDER BY position)
      FROM jsonb_array_elements_text("body" -> 'messages') WITH ORDINALITY AS kept(message, position)
      WHERE message NOT IN ('Free shipping on orders above ₹999', 'Flash sale: up to 50% off')
    ), '[]'::jsonb)),
    "version" = "version" + 1,
    "updated_at" = now()
WHERE "key" = 'announcements'
  AND "body" -> 'messages' ?| ARRAY['Free shipping on orders above ₹999', 'Flash sale: up to 50% off'];
--> statement-breakpoint
-- The shipping rule is in the shell every page shows: cached public answers follow the settings.
CALL "watch_public_data"('app_settings');
--> statement-breakpoint
-- The offers page of an install that still has the first wording: a "Flash sale" with no sale behind it
-- becomes what is true, everyday prices below M.R.P. A page staff rewrote is left as they wrote it.
UPDATE "legal_pages"
SET "content_html" = replace("content_html", '<h2>Flash sale: up to 50% off</h2><p>Spikes, nets, accessories and monkey spikes marked down from their M.R.P. The discount is already in the price shown on each product. <a href="#flash-sale" rel="noopener">See today''s biggest discounts</a></p>', '<h2>Prices below M.R.P.</h2><p>Spikes, nets, accessories and monkey spikes priced below their M.R.P. every day, with no countdown. The discount is already in the price shown on each product. <a href="#flash-sale" rel="noopener">See our biggest discounts</a></p>'),
    "version" = "version" + 1,
    "updated_at" = '2026-11-26T00:00:00Z'
WHERE "slug" = 'offers' AND position('<h2>Flash sale: up to 50% off</h2><p>Spikes, nets, accessories and monkey spikes marked down from their M.R.P. The discount is already in the price shown on each product. <a href="#flash-sale" rel="noopener">See today''s biggest discounts</a></p>' in "content_html") > 0;
