/**
 * Cash on delivery through HTTP, as the storefront and the back-office call it: customers at PIN codes the
 * demo carrier treats differently, their quotes and orders, the confirmation link read from the mail they
 * were sent, and the staff's moves and settings.
 */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema';
import { client, TEST_KEYS } from './accounts';
import type { TestApp } from './app';
import { createAddress, createUser, sessionTokenFor } from './fixtures';

/** Bengaluru: the demo carrier's couriers deliver there and collect cash. */
export const BENGALURU = { fullName: 'Priya Sharma', address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
/** Port Blair: delivered by sea and air through a partner that collects no cash. */
export const PORT_BLAIR = { fullName: 'Arun Nair', address: '3 Aberdeen Bazaar', city: 'Port Blair', state: 'Andaman and Nicobar Islands', zipCode: '744101' };
/** A PIN code India Post does not know: no courier serves it. */
export const NOWHERE = { fullName: 'Nobody Known', address: '1 Unknown Lane', city: 'Nowhere', state: 'Punjab', zipCode: '199999' };

export type Place = typeof BENGALURU;
export type Line = { product: number; quantity: number };

export interface Buyer {
  userId: number;
  email: string;
  addressId: number;
  token: string;
}

export function codShop(t: TestApp) {
  const api = client(t);
  const db = t.database.db;

  async function buyer(place: Place = BENGALURU): Promise<Buyer> {
    const user = await createUser(db);
    const address = await createAddress(db, user.id, place);
    return { userId: user.id, email: user.email, addressId: address.id, token: await sessionTokenFor(TEST_KEYS, user) };
  }

  const quote = (who: Buyer, items: Line[]) => api.post('/api/user/orders/quote/', { address: who.addressId, items }, who.token);

  const order = (who: Buyer, items: Line[], paymentMethod?: 'online' | 'cash_on_delivery') =>
    api.post('/api/user/orders/', { address: who.addressId, items, ...(paymentMethod ? { payment_method: paymentMethod } : {}) }, who.token);

  /** Places a cash-on-delivery order that must be accepted, and answers its id. */
  async function codOrder(who: Buyer, items: Line[]): Promise<number> {
    const placed = await order(who, items, 'cash_on_delivery');
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ id: number }>().id;
  }

  /** The secret of the newest confirmation link mailed to the address, read as the customer's mail reader would. */
  async function linkTokenMailedTo(email: string): Promise<string> {
    const [mail] = await db
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.event, 'cod_confirmation_request')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/confirm-order\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
    return token;
  }

  const readLink = (token: string, ip?: string) => t.app.inject({ method: 'GET', url: `/api/user/cod-confirmations/${token}/`, ...(ip ? { remoteAddress: ip } : {}) });
  const answerLink = (token: string, decision: 'confirm' | 'cancel') => api.post(`/api/user/cod-confirmations/${token}/`, { decision });
  const answerSignedIn = (who: Buyer, orderId: number, decision: 'confirm' | 'cancel') => api.post(`/api/user/orders/${orderId}/cod_confirmation/`, { decision }, who.token);

  /** A staff move from the order's page, with the version the page read. */
  async function move(staffToken: string, orderId: number, step: 'process' | 'ship' | 'deliver' | 'cancel' | 'return', body: object = {}) {
    const { version } = (await api.get(`/api/admin/orders/${orderId}/`, staffToken)).json<{ version: number }>();
    return api.post(`/api/admin/orders/${orderId}/${step}/`, { version, ...body }, staffToken);
  }

  const ship = (staffToken: string, orderId: number) =>
    move(staffToken, orderId, 'ship', { courier: 'Delhivery', tracking_number: `DLV${orderId}000`, tracking_url: `https://www.delhivery.com/track/package/DLV${orderId}000` });

  /** The owner's delivery settings with `change` saved over them. */
  async function saveSettings(ownerToken: string, change: Record<string, unknown>) {
    const current = (await api.get('/api/admin/settings/delivery/', ownerToken)).json<Record<string, unknown>>();
    const saved = await api.put('/api/admin/settings/delivery/', { ...current, ...change }, ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<Record<string, unknown>>();
  }

  return { api, db, buyer, quote, order, codOrder, linkTokenMailedTo, readLink, answerLink, answerSignedIn, move, ship, saveSettings };
}
