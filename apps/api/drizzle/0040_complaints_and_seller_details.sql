CREATE TABLE "complaint_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_messages_author_known" CHECK ("complaint_messages"."author" in ('shopper', 'staff')),
	CONSTRAINT "complaint_messages_body_filled" CHECK (length(btrim("complaint_messages"."body")) > 0 and char_length("complaint_messages"."body") <= 5000),
	CONSTRAINT "complaint_messages_staff_wrote" CHECK ("complaint_messages"."author" = 'staff' or "complaint_messages"."staff_id" is null)
);
--> statement-breakpoint
CREATE TABLE "complaint_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"contact_message_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_number_key" UNIQUE("number"),
	CONSTRAINT "complaints_contact_message_key" UNIQUE("contact_message_id"),
	CONSTRAINT "complaints_number_shape" CHECK ("complaints"."number" ~ '^GR-[0-9]{4}-[0-9]{5,}$'),
	CONSTRAINT "complaints_status_known" CHECK ("complaints"."status" in ('open', 'resolved')),
	CONSTRAINT "complaints_name_filled" CHECK (length(btrim("complaints"."name")) > 0 and char_length("complaints"."name") <= 100),
	CONSTRAINT "complaints_email_filled" CHECK (length(btrim("complaints"."email")) > 0 and char_length("complaints"."email") <= 254),
	CONSTRAINT "complaints_text_filled" CHECK (length(btrim("complaints"."text")) > 0 and char_length("complaints"."text") <= 5000),
	CONSTRAINT "complaints_resolution_filled" CHECK ("complaints"."resolution" is null or (length(btrim("complaints"."resolution")) > 0 and char_length("complaints"."resolution") <= 5000)),
	CONSTRAINT "complaints_resolved_has_resolution" CHECK (("complaints"."status" = 'resolved') = ("complaints"."resolution" is not null and "complaints"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_mail_id_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint_idx" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_status_resolve_by_idx" ON "complaints" USING btree ("status","resolve_by");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id");--> statement-breakpoint
-- A fresh install runs every migration in one transaction, and earlier inserts left this table's deferred
-- public-data trigger pending, which forbids ALTER TABLE: fire it now, then defer it again for what follows.
SET CONSTRAINTS "site_documents_public_data" IMMEDIATE;--> statement-breakpoint
ALTER TABLE "site_documents" DROP CONSTRAINT "site_documents_key_known";--> statement-breakpoint
ALTER TABLE "site_documents" ADD CONSTRAINT "site_documents_key_known" CHECK ("site_documents"."key" in ('contact', 'announcements', 'faq', 'home', 'seller'));--> statement-breakpoint
SET CONSTRAINTS "site_documents_public_data" DEFERRED;--> statement-breakpoint
-- Every install starts with the demo seller's details and grievance officer (the GSTIN is the invoices' demo one), for the owner to replace.
INSERT INTO "site_documents" ("key", "body") VALUES
('seller', '{"legal_name":"BirdShield India Private Limited","address":{"name":"BirdShield India Private Limited","street":"Unit 101, Sai Industrial Estate, Andheri-Kurla Road","locality":"Andheri East, Mumbai","region":"Maharashtra","postal_code":"400069","country":"India"},"gstin":"27DEMOS0000D1ZY","customer_care":{"phone":"+91 98765 43210","email":"support@birdshield.invalid","hours":"Mon - Sat: 9:00 AM - 8:00 PM"},"grievance_officer":{"name":"Kavita Deshmukh","designation":"Grievance Officer","phone":"+91 98765 43212","email":"grievance@birdshield.invalid"}}')
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- The seller's details page is a public page of every shop: its head and its place in the sitemap.
INSERT INTO "page_metadata" ("path", "title", "description", "og_image") VALUES
('/seller-details', 'Seller Details & Grievance Officer | BirdShield India', 'Who sells on BirdShield India: legal name, registered address, GSTIN, customer care, and the grievance officer who answers your complaints.', '/images/og-default.png')
ON CONFLICT ("path") DO NOTHING;
