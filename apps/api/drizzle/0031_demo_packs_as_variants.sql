ALTER TABLE "product_slug_redirects" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a shop still holding the demo catalogue's packs as products of their own (a pack of 10, of 20,
-- a contractor's pack…) gets one product per family with each pack a variant, as the demo now seeds it. The
-- first pack's product stays, renamed; each other pack's variant moves to it with its orders, reviews, wishlist
-- and sale entries, and its product goes (kept hidden only if a customer reviewed two packs, so no review is
-- lost). Every old address redirects to the product showing its pack. A shop whose packs are not all there as
-- the demo made them, or that already has the new address, is left as it is.
CREATE PROCEDURE "merge_demo_packs"(new_slug text, new_title text, members text[], labels text[], skus text[]) LANGUAGE plpgsql AS $$
DECLARE
  survivor integer;
  member integer;
  pack integer;
  i integer;
BEGIN
  SELECT "id" INTO survivor FROM "products" WHERE "slug" = members[1];
  IF survivor IS NULL
     OR (SELECT count(*) FROM "products" WHERE "slug" = ANY (members)) <> array_length(members, 1)
     OR EXISTS (SELECT 1 FROM "products" WHERE "slug" = new_slug) THEN
    RETURN;
  END IF;
  FOR i IN 1 .. array_length(members, 1) LOOP
    SELECT "id" INTO member FROM "products" WHERE "slug" = members[i];
    SELECT "id" INTO pack FROM "product_variants" WHERE "product_id" = member AND NOT "is_retired" ORDER BY "position", "id" LIMIT 1;
    UPDATE "product_variants" SET "label" = labels[i], "position" = i,
        "sku" = CASE WHEN EXISTS (SELECT 1 FROM "product_variants" o WHERE upper(o."sku") = upper(skus[i]) AND o."id" <> pack) THEN "sku" ELSE skus[i] END
      WHERE "id" = pack;
    IF member <> survivor THEN
      UPDATE "product_variants" SET "product_id" = survivor WHERE "product_id" = member;
      UPDATE "order_items" SET "product_id" = survivor WHERE "product_id" = member;
      UPDATE "reviews" r SET "product_id" = survivor
        WHERE r."product_id" = member AND NOT EXISTS (SELECT 1 FROM "reviews" o WHERE o."product_id" = survivor AND o."user_id" = r."user_id");
      UPDATE "wishlist_entries" w SET "product_id" = survivor
        WHERE w."product_id" = member AND NOT EXISTS (SELECT 1 FROM "wishlist_entries" o WHERE o."product_id" = survivor AND o."user_id" = w."user_id");
      UPDATE "sale_products" s SET "product_id" = survivor
        WHERE s."product_id" = member AND NOT EXISTS (SELECT 1 FROM "sale_products" o WHERE o."product_id" = survivor AND o."sale_id" = s."sale_id");
      UPDATE "product_slug_redirects" SET "product_id" = survivor, "variant_id" = coalesce("variant_id", pack) WHERE "product_id" = member;
      IF EXISTS (SELECT 1 FROM "reviews" WHERE "product_id" = member) THEN
        UPDATE "products" SET "is_active" = false, "slug" = left("slug", 180) || '-' || "id" WHERE "id" = member;
      ELSE
        DELETE FROM "products" WHERE "id" = member;
      END IF;
    END IF;
    INSERT INTO "product_slug_redirects" ("slug", "product_id", "variant_id") VALUES (members[i], survivor, pack)
      ON CONFLICT ("slug") DO UPDATE SET "product_id" = excluded."product_id", "variant_id" = excluded."variant_id";
  END LOOP;
  UPDATE "products" SET "slug" = new_slug, "title" = new_title WHERE "id" = survivor;
END
$$;
--> statement-breakpoint
CALL "merge_demo_packs"('ss-bird-spikes', 'Stainless Steel Bird Spikes',
  ARRAY['ss-bird-spikes-pack-10', 'ss-bird-spikes-pack-20', 'ss-bird-spikes-pack-50', 'ss-bird-spikes-contractor-200'],
  ARRAY['Pack of 10 (3 m)', 'Pack of 20 (6 m)', 'Bulk pack of 50 (15 m)', 'Contractor pack of 200 (60 m)'],
  ARRAY['SS-BIRD-SPIKES-10', 'SS-BIRD-SPIKES-20', 'SS-BIRD-SPIKES-50', 'SS-BIRD-SPIKES-200']);
--> statement-breakpoint
CALL "merge_demo_packs"('polycarbonate-bird-spikes', 'Polycarbonate Bird Spikes, Clear',
  ARRAY['polycarbonate-bird-spikes-pack-10', 'polycarbonate-bird-spikes-pack-30', 'polycarbonate-bird-spikes-contractor-100'],
  ARRAY['Pack of 10 (3 m)', 'Pack of 30 (9 m)', 'Contractor pack of 100 (30 m)'],
  ARRAY['PC-BIRD-SPIKES-10', 'PC-BIRD-SPIKES-30', 'PC-BIRD-SPIKES-100']);
--> statement-breakpoint
CALL "merge_demo_packs"('anti-bird-net-nylon-25mm', 'Anti-Bird Net – Nylon, 25 mm Mesh, Black',
  ARRAY['anti-bird-net-10x10-ft', 'anti-bird-net-20x10-ft'],
  ARRAY['10 × 10 ft', '20 × 10 ft'],
  ARRAY['NET-NYLON-25-10X10', 'NET-NYLON-25-20X10']);
--> statement-breakpoint
CALL "merge_demo_packs"('ss-monkey-spikes-150mm', 'Stainless Steel Monkey Spikes, 150 mm',
  ARRAY['ss-monkey-spikes-pack-5', 'ss-monkey-spikes-pack-20'],
  ARRAY['Pack of 5 (2.5 m)', 'Pack of 20 (10 m)'],
  ARRAY['SS-MONKEY-SPIKES-5', 'SS-MONKEY-SPIKES-20']);
--> statement-breakpoint
DROP PROCEDURE "merge_demo_packs";
