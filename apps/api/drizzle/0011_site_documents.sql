CREATE TABLE "site_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_documents_key_known" CHECK ("site_documents"."key" in ('contact', 'announcements'))
);
--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every install starts with the demo shop's contact details and announcements (until now in the storefront's code); staff change them in the back-office.
INSERT INTO "site_documents" ("key", "body") VALUES
('contact', '{"phones":["+91 98765 43210","+91 98765 43211"],"whatsapp":"+91 98765 43210","email":"support@birdshield.invalid","address":{"name":"BirdShield India","street":"Plot No. 27, Sector 8, IMT Manesar","locality":"Gurugram","region":"Haryana","postal_code":"122051","country":"India"},"hours":"Mon - Sat: 9:00 AM - 8:00 PM","map_url":"https://www.google.com/maps/search/?api=1&query=BirdShield%20India%2C%20Plot%20No.%2027%2C%20Sector%208%2C%20IMT%20Manesar%2C%20Gurugram%2C%20Haryana%20122051%2C%20India"}'),
('announcements', '{"messages":["Free shipping on orders above ₹999","Flash sale: up to 50% off","Secure online payments available"]}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The shop's contact details and announcements are on every page: cached public answers follow them.
CALL "watch_public_data"('site_documents');
