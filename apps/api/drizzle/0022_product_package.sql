-- Products carry their packed parcel's weight and size, which couriers need for rates and booking.
-- Products already in a shop get an estimate (1 kg, 35 × 25 × 10 cm) for staff to correct in the
-- back-office; the demo catalogue's get their real figures.
ALTER TABLE "products" ADD COLUMN "weight_grams" integer NOT NULL DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" smallint NOT NULL DEFAULT 35;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" smallint NOT NULL DEFAULT 25;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" smallint NOT NULL DEFAULT 10;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "weight_grams" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "length_cm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "breadth_cm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "height_cm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_package_measured" CHECK ("products"."weight_grams" > 0 and "products"."length_cm" > 0 and "products"."breadth_cm" > 0 and "products"."height_cm" > 0);--> statement-breakpoint
-- Last: the update queues the public data trigger's events, after which the table cannot be altered.
UPDATE "products" AS "p"
SET "weight_grams" = "demo"."weight_grams", "length_cm" = "demo"."length_cm", "breadth_cm" = "demo"."breadth_cm", "height_cm" = "demo"."height_cm"
FROM (VALUES
  ('ss-bird-spikes-pack-10', 600, 35, 12, 8),
  ('ss-bird-spikes-pack-20', 1150, 35, 15, 12),
  ('ss-bird-spikes-pack-50', 2800, 40, 25, 15),
  ('ss-bird-spikes-contractor-200', 11000, 55, 35, 30),
  ('ss-wide-bird-spikes-pack-10', 900, 35, 15, 10),
  ('ss-narrow-bird-spikes-pack-10', 450, 35, 10, 8),
  ('polycarbonate-bird-spikes-pack-10', 350, 35, 12, 8),
  ('polycarbonate-bird-spikes-pack-30', 1000, 35, 20, 12),
  ('polycarbonate-bird-spikes-grey-pack-10', 350, 35, 12, 8),
  ('polycarbonate-bird-spikes-contractor-100', 3300, 45, 30, 20),
  ('anti-bird-net-10x10-ft', 500, 30, 20, 8),
  ('anti-bird-net-20x10-ft', 900, 30, 25, 10),
  ('balcony-pigeon-net-kit-15x8-ft', 1200, 35, 25, 12),
  ('hdpe-bird-net-30x15-ft-green', 2500, 40, 30, 15),
  ('knotted-nylon-net-50x20-ft', 6000, 50, 35, 25),
  ('hdpe-warehouse-net-100x50-ft', 14000, 60, 40, 35),
  ('bird-spike-adhesive-300ml', 400, 25, 8, 8),
  ('ss-net-fixing-hooks-pack-50', 500, 20, 15, 5),
  ('uv-cable-ties-200mm-pack-200', 350, 25, 12, 4),
  ('net-fixing-kit-complete', 1500, 30, 20, 10),
  ('ss-wire-rope-1-5mm-50m', 700, 20, 20, 6),
  ('ss-screws-rawl-plugs-pack-100', 800, 20, 15, 6),
  ('ss-monkey-spikes-pack-5', 2500, 55, 20, 15),
  ('ss-monkey-spikes-pack-20', 9500, 60, 35, 25),
  ('ss-heavy-duty-parapet-monkey-spikes', 4000, 65, 20, 15),
  ('ss-monkey-spike-collar-pipe', 1500, 35, 35, 12)
) AS "demo"("slug", "weight_grams", "length_cm", "breadth_cm", "height_cm")
WHERE "p"."slug" = "demo"."slug";
