ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_lines" text[];--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_description" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_sac_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_gst_rate_percent" smallint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "line_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_key" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_of_one_thing" CHECK (("invoices"."order_id" is null) <> ("invoices"."booking_id" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_bill_whole" CHECK (("invoices"."booking_id" is null) = ("invoices"."buyer_name" is null) and ("invoices"."booking_id" is null) = ("invoices"."buyer_lines" is null) and ("invoices"."booking_id" is null) = ("invoices"."buyer_phone" is null) and ("invoices"."booking_id" is null) = ("invoices"."line_description" is null) and ("invoices"."booking_id" is null) = ("invoices"."line_sac_code" is null) and ("invoices"."booking_id" is null) = ("invoices"."line_gst_rate_percent" is null) and ("invoices"."booking_id" is null) = ("invoices"."line_amount_paise" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_line_amount_positive" CHECK ("invoices"."line_amount_paise" is null or "invoices"."line_amount_paise" > 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_line_sac_shape" CHECK ("invoices"."line_sac_code" is null or "invoices"."line_sac_code" ~ '^99[0-9]{4}$');