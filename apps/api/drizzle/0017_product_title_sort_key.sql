-- Hand-written: the Name (A–Z) order of the paged product list (src/catalog/product-pages.ts). The same
-- function as titleSortKey in @shop/rules' listing.ts, which the storefront sorts a small catalogue with:
-- the title's runs of ASCII letters (lower-cased) and of digits (zero-padded to 20, so numbers compare by
-- value), one space between them. Plain ASCII, so `COLLATE "C"` orders it as JavaScript compares strings,
-- whatever the database's locale; test/product-pages.test.ts holds the two together.
CREATE FUNCTION "title_sort_key"(title text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN runs.match[1] ~ '^[0-9]' AND length(runs.match[1]) < 20 THEN lpad(runs.match[1], 20, '0')
           ELSE lower(runs.match[1]) END,
      ' ' ORDER BY runs.position), '')
    FROM regexp_matches(title, '[0-9]+|[A-Za-z]+', 'g') WITH ORDINALITY AS runs(match, position)
  $$;
