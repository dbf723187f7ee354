-- btree_gist lets one GiST index hold the crew's id (=) beside its time range (&&) for the exclusion constraint
-- below. It is a trusted extension (PostgreSQL 13+), so a database owner may create it without superuser rights;
-- PGlite loads it from @electric-sql/pglite/contrib/btree_gist (src/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crew_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"user_id" integer,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"note" text,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"quote_number" text,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind_known" CHECK ("bookings"."kind" in ('survey', 'installation')),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled', 'done')),
	CONSTRAINT "bookings_starts_before_ends" CHECK ("bookings"."starts_at" < "bookings"."ends_at"),
	CONSTRAINT "bookings_held_has_expiry" CHECK (("bookings"."status" = 'held') = ("bookings"."hold_expires_at" is not null)),
	CONSTRAINT "bookings_cancelled_has_reason" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancel_reason" is not null)),
	CONSTRAINT "bookings_pincode_shape" CHECK ("bookings"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "bookings_contact_name_filled" CHECK (length(btrim("bookings"."contact_name")) > 0 and char_length("bookings"."contact_name") <= 100),
	CONSTRAINT "bookings_contact_phone_shape" CHECK ("bookings"."contact_phone" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "bookings_contact_email_filled" CHECK (length(btrim("bookings"."contact_email")) > 0 and char_length("bookings"."contact_email") <= 254),
	CONSTRAINT "bookings_address_filled" CHECK (length(btrim("bookings"."address")) > 0 and char_length("bookings"."address") <= 500),
	CONSTRAINT "bookings_note_short" CHECK ("bookings"."note" is null or char_length("bookings"."note") <= 1000),
	CONSTRAINT "bookings_fee_not_negative" CHECK ("bookings"."fee_paise" >= 0),
	CONSTRAINT "bookings_cancel_reason_short" CHECK ("bookings"."cancel_reason" is null or char_length("bookings"."cancel_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "crew_days_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crew_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "crew_days_off_crew_day_key" UNIQUE("crew_id","day"),
	CONSTRAINT "crew_days_off_reason_short" CHECK (char_length("crew_days_off"."reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "crew_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crew_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "crew_hours_weekday_known" CHECK ("crew_hours"."weekday" between 1 and 7),
	CONSTRAINT "crew_hours_start_before_end" CHECK ("crew_hours"."start_time" < "crew_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_name_filled" CHECK (length(btrim("crews"."name")) > 0 and char_length("crews"."name") <= 100),
	CONSTRAINT "crews_pincodes_shape" CHECK (array_to_string("crews"."pincodes", ',') ~ '^([1-9][0-9]{2}([0-9]{3})?(,|$))*$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_days_off" ADD CONSTRAINT "crew_days_off_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_hours" ADD CONSTRAINT "crew_hours_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_crew_starts_idx" ON "bookings" USING btree ("crew_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_held_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "crew_hours_crew_idx" ON "crew_hours" USING btree ("crew_id","weekday");--> statement-breakpoint
-- No slot sold twice: two held or confirmed bookings of one crew may not overlap (drizzle-kit cannot declare an
-- exclusion constraint; src/db/tables/bookings.ts says so). An expired hold still counts here, as the predicate
-- cannot read the clock: the booking transaction cancels the expired holds in its way first (decision 054).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("crew_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('held', 'confirmed'));
