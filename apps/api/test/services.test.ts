/**
 * Services as catalogue items through HTTP on PostgreSQL (decision 058): the owner keeps them, other staff may change
 * anything but a price (403 naming `price_paise`), SAC codes and units checked per kind; the survey's price is the
 * booking settings' fee both ways; the public list answers for a PIN code only what a crew brings there; a
 * quotation line priced from a service takes its unit, SAC code and rate, and is refused where no crew goes; the
 * accepted order's invoice names the SAC code and the GST the quotation computed, and its line keeps the service.
 */
import { quoteTotals } from '@shop/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookings, orderItems, quotes } from '../src/db/schema';
import { invoiceDocument } from '../src/invoices/invoices';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

// Monday 1 June 2026, 10:00 in India.
const NOW = new Date('2026-06-01T04:30:00Z');
const MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
const survey = { name: 'Site survey', kind: 'survey', unit: 'visit', price_paise: 49900, sac_code: '998399', gst_rate: 18, active: true };
const spikeFitting = { name: 'Bird spike fitting', kind: 'installation', unit: 'running_metre', price_paise: 15000, sac_code: '998739', gst_rate: 18, active: true };

interface Service {
  id: number;
  version: number;
  price_paise: number;
}

describe.each(RULE_DRIVERS)('services in the catalogue on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let owner: string;
  let staff: string;
  let shopper: string;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CONTACT_MESSAGES_PER_HOUR: '20' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => {
    setShopTime(null);
    return t?.close();
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    owner = (await staffSessionFor(db, TEST_KEYS)).token;
    staff = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    shopper = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'meera@example.in' }));
    const crew = await api.post('/api/admin/crews/', { name: 'Pune crew', active: true, pincodes: ['411'], hours: MORNINGS, days_off: [] }, owner);
    expect(crew.statusCode, crew.body).toBe(201);
  });

  const errorsOf = (response: { json: <T>() => T }) => Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort();
  const create = async (input: Record<string, unknown>) => {
    const created = await api.post('/api/admin/services/', input, owner);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Service>();
  };

  it('lets the owner keep services and refuses what cannot be one, naming the field', async () => {
    const fitting = await create(spikeFitting);
    await expectToMatchContract('createService', 201, fitting);
    const refused = async (input: Record<string, unknown>) => errorsOf(await api.post('/api/admin/services/', input, owner));
    expect(await refused({ ...spikeFitting, name: 'Net fitting', sac_code: '998399' })).toEqual(['sac_code']);
    expect(await refused({ ...spikeFitting, name: 'Net fitting', sac_code: '732690' })).toEqual(['sac_code']);
    expect(await refused({ ...spikeFitting, name: 'Net fitting', sac_code: '99873' })).toEqual(['sac_code']);
    expect(await refused({ ...spikeFitting, name: 'Net fitting', unit: 'visit' })).toEqual(['unit']);
    expect(await refused({ ...spikeFitting, name: 'bird SPIKE fitting' })).toEqual(['name']);
    expect(await refused({ ...spikeFitting, name: 'Net fitting', price_paise: -1 })).toEqual(['price_paise']);
    await create({ ...spikeFitting, name: 'Net fitting', unit: 'square_metre', sac_code: '995468' });
    await create(survey);
    expect(await refused({ ...survey, name: 'Second survey' })).toEqual(['kind']);

    const listed = await api.get('/api/admin/services/', staff);
    expect(listed.statusCode).toBe(200);
    await expectToMatchContract('listAdminServices', 200, listed.json());
    expect(listed.json<{ name: string }[]>().map((service) => service.name)).toEqual(['Site survey', 'Bird spike fitting', 'Net fitting']);
    expect((await api.get('/api/admin/services/', shopper)).statusCode).toBe(403);

    const stale = await api.put(`/api/admin/services/${fitting.id}/`, { ...spikeFitting, version: fitting.version + 1 }, owner);
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(await api.put(`/api/admin/services/${fitting.id}/`, { ...spikeFitting, kind: 'survey', unit: 'visit', version: fitting.version }, owner))).toEqual(['kind']);
    expect((await api.put('/api/admin/services/999999/', { ...spikeFitting, version: 1 }, owner)).statusCode).toBe(404);
  });

  it('keeps prices the owner’s: other staff may rename or retire a service, not price one', async () => {
    const fitting = await create(spikeFitting);
    const made = await api.post('/api/admin/services/', { ...spikeFitting, name: 'Net fitting' }, staff);
    expect(made.statusCode).toBe(403);
    expect(errorsOf(made)).toEqual(['price_paise']);
    const priced = await api.put(`/api/admin/services/${fitting.id}/`, { ...spikeFitting, price_paise: 9900, version: fitting.version }, staff);
    expect(priced.statusCode).toBe(403);
    expect(errorsOf(priced)).toEqual(['price_paise']);
    const renamed = await api.put(`/api/admin/services/${fitting.id}/`, { ...spikeFitting, name: 'Spike fitting', active: false, version: fitting.version }, staff);
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectToMatchContract('updateService', 200, renamed.json());
    expect(renamed.json()).toMatchObject({ name: 'Spike fitting', active: false, price_paise: 15000, version: fitting.version + 1 });
    const repriced = await api.put(`/api/admin/services/${fitting.id}/`, { ...spikeFitting, price_paise: 17500, version: fitting.version + 1 }, owner);
    expect(repriced.json()).toMatchObject({ price_paise: 17500, active: true });
  });

  it('makes the survey’s price the fee, set from either side, and keeps the survey offered', async () => {
    const made = await create(survey);
    const settings = await api.get('/api/admin/settings/bookings/', owner);
    expect(settings.json()).toMatchObject({ survey_fee_paise: 49900 });
    expect(errorsOf(await api.put(`/api/admin/services/${made.id}/`, { ...survey, active: false, version: made.version }, owner))).toEqual(['active']);

    // An older back-office saves the fee with the settings: it lands on the survey's price.
    const { version } = settings.json<{ version: number }>();
    const saved = await api.put('/api/admin/settings/bookings/', { version, survey_minutes: 60, survey_fee_paise: 29900, hold_minutes: 10 }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const [surveyRow] = (await api.get('/api/admin/services/', owner)).json<(Service & { kind: string })[]>().filter((service) => service.kind === 'survey');
    expect(surveyRow).toMatchObject({ price_paise: 29900, version: made.version + 1 });

    // A survey held now is charged the price as it stands.
    const repriced = await api.put(`/api/admin/services/${made.id}/`, { ...survey, price_paise: 39900, version: surveyRow!.version }, owner);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await api.get('/api/admin/settings/bookings/', owner)).json()).toMatchObject({ survey_fee_paise: 39900 });
    const held = await api.post(
      '/api/user/bookings/',
      { kind: 'survey', starts_at: new Date('2026-06-02T09:00:00+05:30').toISOString(), pincode: '411001', address: '12 Lake Road', contact_name: 'Meera Iyer', contact_phone: '9876543210', contact_email: 'meera@example.in' },
      shopper,
    );
    expect(held.statusCode, held.body).toBe(201);
    const [booking] = await db.select({ feePaise: bookings.feePaise }).from(bookings);
    expect(booking!.feePaise).toBe(39900);
  });

  it('answers anyone which services a PIN code gets: all where a crew goes, none elsewhere', async () => {
    await create(survey);
    await create(spikeFitting);
    await create({ ...spikeFitting, name: 'Old fitting', active: false });
    const everywhere = await api.get('/api/user/services/');
    expect(everywhere.statusCode).toBe(200);
    await expectToMatchContract('listServices', 200, everywhere.json());
    expect(everywhere.json()).toMatchObject({ pincode: null, served: null });
    expect(everywhere.json<{ services: { name: string }[] }>().services.map((service) => service.name)).toEqual(['Site survey', 'Bird spike fitting']);

    const pune = await api.get('/api/user/services/?pincode=411%20001');
    expect(pune.json()).toMatchObject({ pincode: '411001', served: true, services: [{ name: 'Site survey', price: 499, sac_code: '998399', gst_rate: 18 }, { name: 'Bird spike fitting', unit: 'running_metre' }] });
    expect(pune.headers['cache-control']).toBe('no-store');
    expect((await api.get('/api/user/services/?pincode=110001')).json()).toEqual({ pincode: '110001', served: false, services: [] });
    const bad = await api.get('/api/user/services/?pincode=12345');
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual(['pincode']);
  });

  /** A request for quotation at the PIN code, by the signed-in buyer: the quote's id. */
  async function requested(pincode: string): Promise<number> {
    const asked = await api.post(
      '/api/user/quote-requests/',
      { name: 'Meera Iyer', phone: '9876543210', email: 'meera@example.in', site_pincode: pincode, site_address: 'Wing B terrace', site_kind: 'housing_society', wants_installation: true, lines: [{ description: 'Spikes on the parapet', quantity: 1 }] },
      shopper,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, asked.json<{ number: string }>().number));
    return row!.id;
  }
  const draft = (lines: Record<string, unknown>[]) => ({ version: 1, lines, delivery_terms: '', installation_terms: 'Within 3 days.', valid_until: '2026-06-15' });

  it('prices a quotation line from a service, under its unit, SAC code and rate, to the invoice', async () => {
    const fitting = await create(spikeFitting);
    const quoteId = await requested('411001');
    // The form sent another unit, code and rate: the service's win.
    const line = { service: fitting.id, description: 'Spike fitting on the parapet', unit: 'piece', quantity: 37, unit_price_paise: 12712, gst_rate: 5, hsn_sac: '9954' };
    const saved = await api.put(`/api/admin/quotes/${quoteId}/draft/`, draft([line]), staff);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('saveQuoteDraft', 200, saved.json());
    expect(saved.json<{ draft: { lines: unknown[] } }>().draft.lines).toEqual([
      expect.objectContaining({ service: fitting.id, variant: null, description: 'Spike fitting on the parapet', unit: 'running metre', unit_price_paise: 12712, gst_rate: 18, hsn_sac: '998739' }),
    ]);
    const sent = await api.post(`/api/admin/quotes/${quoteId}/send/`, { version: saved.json<{ version: number }>().version }, staff);
    expect(sent.statusCode, sent.body).toBe(200);
    const [quote] = await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, quoteId));
    const accepted = await api.post(`/api/user/quotes/${quote!.number}/acceptance/`, { revision: 1 }, shopper);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = accepted.json<{ id: number }>().id;
    const signed = (await api.post(`/api/user/orders/${orderId}/demo_payment/`, {}, shopper)).json();
    expect((await api.post(`/api/user/orders/${orderId}/verify_payment/`, signed, shopper)).statusCode).toBe(200);

    const invoice = await invoiceDocument(db, t.config.seller, orderId);
    const totals = quoteTotals([{ quantity: 37, unitPricePaise: 12712, gstRatePercent: 18 }]);
    expect(invoice.figures.lines).toEqual([expect.objectContaining({ hsnCode: '998739', taxablePaise: totals.lines[0]!.amountPaise, taxPaise: totals.lines[0]!.gstPaise })]);
    expect(invoice.figures.lines[0]!.description).toBe('Spike fitting on the parapet (per running metre)');
    // The order's line keeps its service: a per-job fitting is booked for that service's length (decision 070).
    expect(await db.select({ serviceId: orderItems.serviceId }).from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual([{ serviceId: fitting.id }]);
  });

  it('refuses a service line where no crew goes, and one retired or unknown', async () => {
    const fitting = await create(spikeFitting);
    const retired = await create({ ...spikeFitting, name: 'Old fitting', active: false });
    const line = { service: fitting.id, description: 'Spike fitting', quantity: 10, unit_price_paise: 12712, gst_rate: 18, hsn_sac: '998739' };
    const far = await requested('110001');
    // The quote page says so before staff price one: the back-office then offers no service for the site.
    const farQuote = await api.get(`/api/admin/quotes/${far}/`, staff);
    await expectToMatchContract('getAdminQuote', 200, farQuote.json());
    expect(farQuote.json()).toMatchObject({ services_offered: false });
    const refused = await api.put(`/api/admin/quotes/${far}/draft/`, draft([{ description: 'Spikes', quantity: 1, unit_price_paise: 100, gst_rate: 18, hsn_sac: '3926' }, line]), staff);
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual(['lines.1.service']);
    // A free line for the same work stays possible, when the owner has arranged it.
    const free = await api.put(`/api/admin/quotes/${far}/draft/`, draft([{ ...line, service: null }]), staff);
    expect(free.statusCode, free.body).toBe(200);

    const near = await requested('411001');
    expect((await api.get(`/api/admin/quotes/${near}/`, staff)).json()).toMatchObject({ services_offered: true });
    expect(errorsOf(await api.put(`/api/admin/quotes/${near}/draft/`, draft([{ ...line, service: retired.id }]), staff))).toEqual(['lines.0.service']);
    expect(errorsOf(await api.put(`/api/admin/quotes/${near}/draft/`, draft([{ ...line, service: 999999 }]), staff))).toEqual(['lines.0.service']);
  });
});
