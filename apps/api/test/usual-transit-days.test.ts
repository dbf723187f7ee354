/**
 * The owner's usual days in transit, saved with the delivery settings: read back as saved, kept by a save that
 * leaves them out (a client that predates them), cleared by null, and refused naming the field when the most is
 * below the fewest or a day count is out of bounds, with nothing changed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { resetDatabase, staffSessionFor } from './support/fixtures';

const SETTINGS = '/api/admin/settings/delivery/';

describe.each(RULE_DRIVERS)('the usual transit days on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
  });

  const read = async () => {
    const answer = await shop.api.get(SETTINGS, ownerToken);
    await expectToMatchContract('getDeliverySettings', 200, answer.json());
    return answer.json<Record<string, unknown> & { version: number }>();
  };

  it('states none until the owner saves a range, keeps it when a save leaves it out, and clears it by null', async () => {
    expect(await read()).toMatchObject({ usual_transit_days: null });
    const saved = await shop.saveSettings(ownerToken, { usual_transit_days: { min: 2, max: 6 } });
    await expectToMatchContract('updateDeliverySettings', 200, saved);
    expect(await read()).toMatchObject({ usual_transit_days: { min: 2, max: 6 } });

    const { usual_transit_days: _left, ...older } = await read();
    const kept = await shop.api.put(SETTINGS, { ...older, cod_confirm_hours: 48 }, ownerToken);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ cod_confirm_hours: 48, usual_transit_days: { min: 2, max: 6 } });

    await shop.saveSettings(ownerToken, { usual_transit_days: null });
    expect(await read()).toMatchObject({ usual_transit_days: null });
  });

  it('refuses a most below the fewest, a day count out of bounds and half a range, naming the field, and changes nothing', async () => {
    await shop.saveSettings(ownerToken, { usual_transit_days: { min: 2, max: 6 } });
    const current = await read();
    const refused = async (usual_transit_days: unknown) => {
      const answer = await shop.api.put(SETTINGS, { ...current, usual_transit_days }, ownerToken);
      expect(answer.statusCode, answer.body).toBe(400);
      return Object.keys(answer.json<{ errors: Record<string, string[]> }>().errors);
    };
    const backwards = await shop.api.put(SETTINGS, { ...current, usual_transit_days: { min: 5, max: 3 } }, ownerToken);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: { 'usual_transit_days.max': ['The most days in transit cannot be fewer than the fewest.'] } });
    expect(await refused({ min: 0, max: 3 })).toContain('usual_transit_days.min');
    expect(await refused({ min: 2, max: 16 })).toContain('usual_transit_days.max');
    expect(await refused({ min: 2 })).toContain('usual_transit_days.max');
    expect(await read()).toEqual(current);
  });
});
