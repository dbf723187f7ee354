/** The address book: validation, and that nobody sees or deletes another customer's addresses. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema';
import { countRows, createAddress, createCustomer, resetDatabase, sessionTokenFor } from './support/fixtures';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

const valid = {
  full_name: '  Asha Patel ',
  phone: '+91 98765-43210',
  address: '12, Lake View Apartments, MG Road',
  address_line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip_code: '411 001',
};

describe.each(RULE_DRIVERS)('addresses on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  let asha: { id: number; token: string };
  let ravi: { id: number; token: string };
  beforeEach(async () => {
    await resetDatabase(db());
    const signIn = async (email: string) => {
      const user = await createUser(email);
      return { id: user.id, token: await sessionTokenFor(TEST_KEYS, user) };
    };
    asha = await signIn('asha@example.in');
    ravi = await signIn('ravi@example.in');
  });
  const createUser = (email: string) => createCustomer(db(), { email });

  it('saves an address for the signed-in customer, trimmed and normalised, ignoring a `user` in the body', async () => {
    const response = await api.post('/api/user/addresses/', { ...valid, user: ravi.id }, asha.token);
    expect(response.statusCode).toBe(201);
    await expectToMatchContract('createAddress', 201, response.json());
    expect(response.json()).toEqual({
      id: expect.any(Number),
      user: asha.id,
      full_name: 'Asha Patel',
      phone: '9876543210',
      address: '12, Lake View Apartments, MG Road',
      address_line2: '',
      city: 'Pune',
      state: 'Maharashtra',
      zip_code: '411001',
    });
    const [row] = await db().select().from(addresses);
    expect(row).toMatchObject({ userId: asha.id, addressLine2: null });

    const withSecondLine = await api.post('/api/user/addresses/', { ...valid, address_line2: ' Near the temple ' }, asha.token);
    expect(withSecondLine.json().address_line2).toBe('Near the temple');
  });

  it('lists only the customer’s own addresses, oldest first', async () => {
    const first = await createAddress(db(), asha.id, { city: 'Pune' });
    const second = await createAddress(db(), asha.id, { city: 'Mumbai', addressLine2: 'Flat 4' });
    await createAddress(db(), ravi.id);
    const response = await api.get(`/api/user/addresses/${asha.id}/`, asha.token);
    expect(response.statusCode).toBe(200);
    await expectToMatchContract('listAddresses', 200, response.json());
    expect(response.json().map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    expect(response.json()[1].address_line2).toBe('Flat 4');
    expect(response.json()[0].address_line2).toBe('');
    expect((await api.get(`/api/user/addresses/${ravi.id}`, ravi.token)).json()).toHaveLength(1);
  });

  it('answers 404 for another customer’s address book', async () => {
    await createAddress(db(), ravi.id);
    for (const id of [ravi.id, 999999]) {
      const response = await api.get(`/api/user/addresses/${id}/`, asha.token);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'address_book_not_found', detail: 'Not found.' });
    }
    await expectToMatchContract('listAddresses', 404, { code: 'address_book_not_found', detail: 'Not found.' });
    // An id beyond the database's integer is refused by the contract's bound, never a 500.
    expect((await api.get('/api/user/addresses/2147483648/', asha.token)).statusCode).toBe(400);
  });

  it('deletes the customer’s own address (204) and answers 404 for another’s or an unknown one', async () => {
    const mine = await createAddress(db(), asha.id);
    const theirs = await createAddress(db(), ravi.id);

    const foreign = await api.delete(`/api/user/addresses/delete/${theirs.id}/`, asha.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'address_not_found', detail: 'Address not found.' });
    await expectToMatchContract('deleteAddress', 404, foreign.json());
    expect((await api.delete('/api/user/addresses/delete/999999/', asha.token)).statusCode).toBe(404);
    expect(await countRows(db(), addresses)).toBe(2);

    const deleted = await api.delete(`/api/user/addresses/delete/${mine.id}/`, asha.token);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await api.delete(`/api/user/addresses/delete/${mine.id}`, asha.token)).statusCode).toBe(404);
    expect(await countRows(db(), addresses)).toBe(1);
  });

  const badInputs: [string, Record<string, unknown>, Record<string, string[]>][] = [
    ['a short phone number', { phone: '98765' }, { phone: ['Enter a valid 10-digit Indian mobile number.'] }],
    ['a phone number starting with 1', { phone: '1234567890' }, { phone: ['Enter a valid 10-digit Indian mobile number.'] }],
    ['a PIN code starting with 0', { zip_code: '011001' }, { zip_code: ['Enter a valid 6-digit PIN code.'] }],
    ['a five-digit PIN code', { zip_code: '41100' }, { zip_code: ['Enter a valid 6-digit PIN code.'] }],
    ['letters in the PIN code', { zip_code: 'ABC123' }, { zip_code: ['Enter a valid 6-digit PIN code.'] }],
    ['blank required fields', { full_name: ' ', address: '\t', city: '', state: '  ' }, {
      full_name: ['This field may not be blank.'],
      address: ['This field may not be blank.'],
      city: ['This field may not be blank.'],
      state: ['This field may not be blank.'],
    }],
    ['a too long second line', { address_line2: 'x'.repeat(201) }, { address_line2: ['Ensure this field has no more than 200 characters.'] }],
  ];

  it.each(badInputs)('refuses %s naming the fields, and writes nothing', async (_case, overrides, errors) => {
    const response = await api.post('/api/user/addresses/', { ...valid, ...overrides }, asha.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors, error_codes: expect.any(Object) });
    await expectToMatchContract('createAddress', 400, response.json());
    expect(await countRows(db(), addresses)).toBe(0);
  });

  it('names every missing field', async () => {
    const response = await api.post('/api/user/addresses/', { user: asha.id }, asha.token);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address', 'city', 'full_name', 'phone', 'state', 'zip_code']);
    expect(await countRows(db(), addresses)).toBe(0);
  });

  it('keeps at most 20 addresses per customer', async () => {
    for (let i = 0; i < 19; i += 1) await createAddress(db(), asha.id);
    expect((await api.post('/api/user/addresses/', valid, asha.token)).statusCode).toBe(201);
    const full = await api.post('/api/user/addresses/', valid, asha.token);
    expect(full.statusCode).toBe(400);
    expect(full.json().errors.non_field_errors[0]).toContain('up to 20 addresses');
    expect(await countRows(db(), addresses)).toBe(20);
    expect((await api.post('/api/user/addresses/', valid, ravi.token)).statusCode).toBe(201);
  });
});
