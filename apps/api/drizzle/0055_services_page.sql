-- Hand-written: the storefront's /services page lists the active services with their prices. It is a public page,
-- rendered on the server and kept per version of the public data, so a change of a service (a new price, one
-- retired) must move that version, as a product's does; the PIN code check on it asks the API fresh each time.
CALL "watch_public_data"('services');
--> statement-breakpoint
-- The page's head and its place in the sitemap, on every install (as the seller's details page got in 0040).
INSERT INTO "page_metadata" ("path", "title", "description", "og_image") VALUES
('/services', 'Bird Spike & Net Fitting, Site Surveys | BirdShield India', 'What our own crews charge to survey your site and fit bird spikes and nets, with GST, and whether they come to your PIN code.', '/images/og-default.png')
ON CONFLICT ("path") DO NOTHING;
