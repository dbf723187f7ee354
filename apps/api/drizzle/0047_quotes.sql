CREATE TABLE "quote_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery_terms" text NOT NULL,
	"installation_terms" text NOT NULL,
	"valid_until" date NOT NULL,
	"staff_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_revisions_quote_revision_key" UNIQUE("quote_id","revision"),
	CONSTRAINT "quote_revisions_revision_positive" CHECK ("quote_revisions"."revision" >= 1),
	CONSTRAINT "quote_revisions_lines_count" CHECK (jsonb_array_length("quote_revisions"."lines") between 1 and 60),
	CONSTRAINT "quote_revisions_delivery_terms_length" CHECK (char_length("quote_revisions"."delivery_terms") <= 2000),
	CONSTRAINT "quote_revisions_installation_terms_length" CHECK (char_length("quote_revisions"."installation_terms") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"organisation" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"gstin" text,
	"site_pincode" text NOT NULL,
	"site_address" text NOT NULL,
	"site_kind" text NOT NULL,
	"wants_installation" boolean NOT NULL,
	"note" text,
	"requested_lines" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"valid_until" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_key" UNIQUE("number"),
	CONSTRAINT "quotes_number_shape" CHECK ("quotes"."number" ~ '^Q-[0-9]{4}-[0-9]{6,}$'),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('requested', 'quoted', 'accepted', 'withdrawn')),
	CONSTRAINT "quotes_site_kind_known" CHECK ("quotes"."site_kind" in ('home', 'housing_society', 'office', 'factory_or_warehouse', 'temple', 'farm', 'other')),
	CONSTRAINT "quotes_name_filled" CHECK (length(btrim("quotes"."name")) > 0 and char_length("quotes"."name") <= 100),
	CONSTRAINT "quotes_organisation_filled" CHECK ("quotes"."organisation" is null or (length(btrim("quotes"."organisation")) > 0 and char_length("quotes"."organisation") <= 100)),
	CONSTRAINT "quotes_email_filled" CHECK (length(btrim("quotes"."email")) > 0 and char_length("quotes"."email") <= 254),
	CONSTRAINT "quotes_phone_shape" CHECK ("quotes"."phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "quotes_gstin_needs_organisation" CHECK ("quotes"."gstin" is null or "quotes"."organisation" is not null),
	CONSTRAINT "quotes_site_pincode_shape" CHECK ("quotes"."site_pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "quotes_site_address_filled" CHECK (length(btrim("quotes"."site_address")) > 0 and char_length("quotes"."site_address") <= 1000),
	CONSTRAINT "quotes_note_filled" CHECK ("quotes"."note" is null or (length(btrim("quotes"."note")) > 0 and char_length("quotes"."note") <= 5000)),
	CONSTRAINT "quotes_requested_lines_count" CHECK (jsonb_array_length("quotes"."requested_lines") between 1 and 50),
	CONSTRAINT "quotes_quoted_has_validity" CHECK ("quotes"."status" = 'requested' or "quotes"."status" = 'withdrawn' or "quotes"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revisions_one_draft_idx" ON "quote_revisions" USING btree ("quote_id") WHERE "quote_revisions"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");