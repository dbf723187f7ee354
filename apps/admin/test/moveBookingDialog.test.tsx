// @vitest-environment happy-dom
import type { AdminBooking } from '@shop/api-client/admin';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoveBookingDialog } from '../src/pages/BookingsPage/MoveBookingDialog';
import { byRole, press, renderWithShop, toasts, waitFor, type SentRequest } from './support/fakeShop';

const BOOKING = {
  booking: { id: 5, kind: 'survey', status: 'confirmed', starts_at: '2026-06-02T03:30:00.000Z', ends_at: '2026-06-02T04:30:00.000Z', order_id: null, completion: null },
  crew_id: 3,
  crew_name: 'Pune crew',
  customer_id: 7,
  version: 2,
} as unknown as AdminBooking;
const SLOTS = { booking_id: 5, pincode: '411001', duration_minutes: 60, days: [{ date: '2026-06-03', starts_at: ['2026-06-03T03:30:00.000Z', '2026-06-03T04:00:00.000Z'] }] };
const TAKEN = { status: 409, body: { detail: 'No crew serving this PIN code is free for the whole job then.', errors: { starts_at: ['No crew serving this PIN code is free for the whole job then.'] } } };

const inDialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const dayCell = (label: RegExp) => [...inDialog().querySelectorAll<HTMLElement>('[role="button"]')].find((cell) => label.test(cell.getAttribute('aria-label') ?? ''))!;
const radio = (name: string) => [...inDialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.closest('label')?.textContent === name)!;
const typeReason = (text: string) =>
  act(async () => {
    const reason = inDialog().querySelector<HTMLTextAreaElement>('textarea[name="reason"]')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(reason, text);
    reason.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('moving a booking to another time', () => {
  it('offers the booking’s free times, shows a time taken meanwhile at the times, and moves it with the reason trimmed', async () => {
    const onClose = vi.fn();
    let tries = 0;
    const { sent } = await renderWithShop(<MoveBookingDialog booking={BOOKING} onClose={onClose} />, {
      'GET /api/admin/bookings/5/slots/': { body: SLOTS },
      'POST /api/admin/bookings/5/time/': (request: SentRequest) =>
        (tries += 1) === 1 ? TAKEN : { body: { ...BOOKING, booking: { ...BOOKING.booking, starts_at: (request.body as { starts_at: string }).starts_at }, crew_id: 4, crew_name: 'Second crew' } },
    });
    await waitFor(() => expect(inDialog().textContent).toContain('Booked for Tue, 2 Jun, 9:00 am (India time) with Pune crew'));

    // Nothing chosen or written yet: said before anything is sent.
    await press(byRole(inDialog(), 'button', 'Move the booking'));
    for (const words of ['New time: Choose a day and a start time.', 'Reason (mailed to the customer): Say why it moves: the customer is told.']) expect(inDialog().textContent).toContain(words);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await waitFor(() => dayCell(/3 June 2026|June 3, 2026/));
    await press(dayCell(/3 June 2026|June 3, 2026/));
    await waitFor(() => radio('9:00 am'));
    await press(radio('9:00 am'));
    // Each field answered takes its message away, and the summary with the last.
    expect(inDialog().textContent).not.toContain('Choose a day and a start time.');
    expect(inDialog().textContent).toContain('Say why it moves: the customer is told.');
    await typeReason('  Our van broke down.  ');
    expect(inDialog().textContent).not.toContain('The booking was not moved');
    await press(byRole(inDialog(), 'button', 'Move the booking'));
    await waitFor(() => expect(inDialog().querySelector('[role="radiogroup"]')?.textContent).toContain('No crew serving this PIN code is free'));
    // The times are asked for again, without the one refused chosen.
    expect(sent.filter((request) => request.path.endsWith('/slots/'))).toHaveLength(2);

    // Another time answers the refusal.
    await press(radio('9:30 am'));
    expect(inDialog().textContent).not.toContain('No crew serving this PIN code is free');
    expect(radio('9:30 am').name).toBe('starts_at');
    await press(byRole(inDialog(), 'button', 'Move the booking'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { starts_at: '2026-06-03T03:30:00.000Z', reason: 'Our van broke down.' },
      { starts_at: '2026-06-03T04:00:00.000Z', reason: 'Our van broke down.' },
    ]);
    expect(toasts()).toEqual(['Moved to Wed, 3 Jun, 9:30 am with Second crew; the customer is told.']);
  });
});
