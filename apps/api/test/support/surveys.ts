/**
 * Site surveys as staff and a customer make them, through HTTP: a crew serving a PIN code prefix (Pune's, unless
 * told) on weekday mornings, and a survey in Pune held and paid with the demo payment provider.
 */
import { expect } from 'vitest';
import type { client } from './accounts';

type Api = ReturnType<typeof client>;

export const WEEKDAY_MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));

/** The owner's crew serving every PIN code starting `prefix` (411: Pune), at `hours` (09:00–12:00 on weekdays). */
export async function surveyCrew(api: Api, ownerToken: string, prefix = '411', hours = WEEKDAY_MORNINGS): Promise<void> {
  const created = await api.post('/api/admin/crews/', { name: `Crew ${prefix}`, active: true, pincodes: [prefix], hours, days_off: [] }, ownerToken);
  expect(created.statusCode, created.body).toBe(201);
}

/** A survey in Pune held at `startsAt` and its fee paid by the demo provider; answers the booking's id. */
export async function paidSurvey(api: Api, token: string, startsAt: string): Promise<number> {
  const held = await api.post(
    '/api/user/bookings/',
    { kind: 'survey', starts_at: startsAt, pincode: '411001', address: '12 Lake Road, Kothrud', contact_name: 'Asha Patel', contact_phone: '9876543210', contact_email: 'asha@example.in', note: null },
    token,
  );
  expect(held.statusCode, held.body).toBe(201);
  const { id } = held.json<{ id: number }>();
  expect((await api.post(`/api/user/bookings/${id}/payment/`, undefined, token)).statusCode).toBe(200);
  const signed = await api.post(`/api/user/bookings/${id}/payment/demo/`, undefined, token);
  const paid = await api.post(`/api/user/bookings/${id}/payment/verify/`, signed.json(), token);
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}
