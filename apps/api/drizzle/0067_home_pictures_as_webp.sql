-- The home page's default banners and 'Shop by Category' cards (0017) are shown as WebP drawings of the same
-- pictures: an SVG in an <img> is laid out and painted on a phone's main thread, a WebP is decoded off it.
-- Only a picture still the default is changed; one staff chose stays as they chose it.
UPDATE "site_documents"
SET "body" = replace(replace(replace(replace(replace(replace("body"::text,
      '"/images/banners/banner-1.svg"', '"/images/banners/banner-1.webp"'),
      '"/images/banners/banner-2.svg"', '"/images/banners/banner-2.webp"'),
      '"/images/banners/banner-3.svg"', '"/images/banners/banner-3.webp"'),
      '"/images/categories/bird-repellants.svg"', '"/images/categories/bird-repellants.webp"'),
      '"/images/categories/monkey-repellants.svg"', '"/images/categories/monkey-repellants.webp"'),
      '"/images/categories/anti-bird-nets.svg"', '"/images/categories/anti-bird-nets.webp"')::jsonb
WHERE "key" = 'home';
