/**
 * The run's port (E2E_PORT, 3100 by default). Every server a run starts listens at a fixed offset from
 * it (the test SMTP server, the PostgreSQL shop, the fake Razorpay, the large-catalogue shop, the sales shop), so runs on different
 * ports share a machine without colliding.
 */
export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 3100);
}

/** The demo shop on PostgreSQL (postgres/serveOnPostgres.ts); E2E_POSTGRES_PORT overrides it. */
export function postgresShopPort(): number {
  return Number(process.env.E2E_POSTGRES_PORT ?? e2ePort() + 2000);
}

/** The fake Razorpay of the PostgreSQL shop (postgres/serveOnPostgres.ts); E2E_RAZORPAY_PORT overrides it. */
export function fakeRazorpayPort(): number {
  return Number(process.env.E2E_RAZORPAY_PORT ?? e2ePort() + 3000);
}

/** The shop seeded with a catalogue over 200 products (tests/products-large.spec.ts); E2E_LARGE_PORT overrides it. */
export function largeCataloguePort(): number {
  return Number(process.env.E2E_LARGE_PORT ?? e2ePort() + 4000);
}

/** The shop whose clock the sales journey moves (tests/sales.spec.ts); E2E_SALES_PORT overrides it. */
export function salesShopPort(): number {
  return Number(process.env.E2E_SALES_PORT ?? e2ePort() + 4100);
}

/** The fake Shiprocket beside the shop listening on `shopPort` (courier/fakeShiprocket.ts). */
export function fakeShiprocketPort(shopPort: number): number {
  return shopPort + 5000;
}

/** The fake WhatsApp Cloud API beside the shop listening on `shopPort` (messaging/fakeMessaging.ts). */
export function fakeWhatsAppPort(shopPort: number): number {
  return shopPort + 6000;
}

/** The fake MSG91 beside the shop listening on `shopPort` (messaging/fakeMessaging.ts). */
export function fakeMsg91Port(shopPort: number): number {
  return shopPort + 6100;
}
