CREATE TABLE "blog_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_slug_redirects_slug_shape" CHECK ("blog_slug_redirects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_slug_known" CHECK ("legal_pages"."slug" in ('privacy-policy', 'terms', 'return-policy', 'offers')),
	CONSTRAINT "legal_pages_title_filled" CHECK (length(btrim("legal_pages"."title")) > 0 and char_length("legal_pages"."title") <= 200)
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_blog_idx" ON "blog_slug_redirects" USING btree ("blog_id");--> statement-breakpoint
-- Articles' old addresses and the policy pages are public: cached public answers follow them.
CALL "watch_public_data"('blog_slug_redirects');
--> statement-breakpoint
CALL "watch_public_data"('legal_pages');
