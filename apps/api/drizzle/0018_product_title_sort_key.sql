-- Hand-written: the Name (A–Z) order of the paged product list (src/catalog/product-pages.ts). The same
-- function as titleSortKey in @shop/rules' listing.ts, which the storefront sorts a small catalogue with:
-- letters lower-cased, runs of digits zero-padded to 20 (numbers compare by value), a space kept, anything
-- else "-", so spaces sort before punctuation before digits before letters, as the browser's collation does.
-- Plain ASCII, so `COLLATE "C"` orders it as JavaScript compares strings, whatever the database's locale;
-- test/product-pages.test.ts holds the two together.
CREATE FUNCTION "title_sort_key"(title text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN runs.match[1] ~ '^[0-9]' THEN
             CASE WHEN length(runs.match[1]) < 20 THEN lpad(runs.match[1], 20, '0') ELSE runs.match[1] END
           WHEN runs.match[1] ~ '^[A-Za-z]' THEN lower(runs.match[1])
           WHEN runs.match[1] IN (' ', E'\t', E'\n', E'\r') THEN ' '
           ELSE '-' END,
      '' ORDER BY runs.position), '')
    FROM regexp_matches(title, '[0-9]+|[A-Za-z]+|[^0-9A-Za-z]', 'g') WITH ORDINALITY AS runs(match, position)
  $$;
