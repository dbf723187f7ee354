/**
 * The courier aggregator of the journeys' shops: the API tests' fake Shiprocket
 * (apps/api/test/support/fake-shiprocket.ts) on loopback beside each shop, at a port derived from the shop's,
 * serving every PIN code India Post knows with two couriers that both collect cash, and posting its tracking
 * webhooks to that shop with the token the shop was given. The shops book, label and track through the real
 * Shiprocket adapter; a journey moves a parcel with `moveParcel`, as the courier's scans would.
 */
import type { APIRequestContext } from '@playwright/test';
import { FAKE_SHIPROCKET_USER, FakeShiprocket, type FakeCourier } from '../../apps/api/test/support/fake-shiprocket';
import { expect } from '../fixtures';
import { fakeShiprocketPort } from '../ports';

/** The tracking webhook's key the journeys' shops are started with. */
const WEBHOOK_TOKEN = 'e2e-tracking-webhook-key-7f3a9c21';

/** A cheap surface courier (the shop's default choice) and a faster air one. */
const COURIERS: FakeCourier[] = [
  { courier_company_id: 12, courier_name: 'Delhivery Surface', rate: 62, estimated_delivery_days: '4', etd: '', cod: 1 },
  { courier_company_id: 24, courier_name: 'Blue Dart Air', rate: 118, estimated_delivery_days: '2', etd: '', cod: 1 },
];

/** The shop's environment that books and tracks through the fake beside it. */
export function courierEnv(shopPort: number): Record<string, string> {
  return {
    SHIPROCKET_EMAIL: FAKE_SHIPROCKET_USER.email,
    SHIPROCKET_PASSWORD: FAKE_SHIPROCKET_USER.password,
    SHIPROCKET_API_URL: `http://127.0.0.1:${fakeShiprocketPort(shopPort)}`,
    CARRIER_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  };
}

/** Starts the fake for the shop on `shopPort`; a port already taken is said plainly. */
export async function startFakeShiprocket(shopPort: number): Promise<FakeShiprocket> {
  const fake = new FakeShiprocket({ url: `http://127.0.0.1:${shopPort}/api/carrier/tracking/webhook`, apiKey: WEBHOOK_TOKEN });
  fake.everywhere = COURIERS;
  const port = fakeShiprocketPort(shopPort);
  return fake.start(port).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new Error(`The fake Shiprocket's port ${port} is taken; set another E2E_PORT.`) : error;
  });
}

/** The courier's scan of a parcel reaching `status`, posted by the fake to the shop as Shiprocket's webhook. */
export async function moveParcel(request: APIRequestContext, shopBaseUrl: string, awb: string, status: string): Promise<void> {
  const shopPort = Number(new URL(shopBaseUrl).port);
  const answer = await request.post(`http://127.0.0.1:${fakeShiprocketPort(shopPort)}/_fake/parcels/${encodeURIComponent(awb)}/${status}`, {
    headers: { 'x-api-key': WEBHOOK_TOKEN },
  });
  expect(answer.status(), `the fake Shiprocket moving ${awb} to ${status}: ${await answer.text()}`).toBe(200);
}
