import { describe, expect, it } from 'vitest';
import { cancellationRefundPaise, freeCancelUntil, reminderDueAt, surveyCreditEndsAt, surveyCreditOpen } from '../src/bookingTerms';

const startsAt = new Date('2026-06-03T09:00:00+05:30');
const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 60 * 60 * 1000);
const terms = (cancelledAt: Date, overrides: Partial<Parameters<typeof cancellationRefundPaise>[0]> = {}) => ({
  paidPaise: 49900,
  startsAt,
  cancelledAt,
  cancelledBy: 'customer' as const,
  freeCancelHours: 24,
  ...overrides,
});

describe('the refund of a cancelled survey’s fee', () => {
  it('gives a customer the whole fee back up to the owner’s hours before the visit, and nothing later', () => {
    expect(cancellationRefundPaise(terms(hoursBefore(48)))).toBe(49900);
    expect(cancellationRefundPaise(terms(hoursBefore(24)))).toBe(49900);
    expect(cancellationRefundPaise(terms(new Date(hoursBefore(24).getTime() + 1)))).toBe(0);
    expect(cancellationRefundPaise(terms(hoursBefore(2)))).toBe(0);
    expect(cancellationRefundPaise(terms(hoursBefore(30), { freeCancelHours: 48 }))).toBe(0);
    expect(cancellationRefundPaise(terms(hoursBefore(1), { freeCancelHours: 0 }))).toBe(49900);
  });

  it('always gives the whole fee back when the shop cancels, and nothing of an unpaid booking', () => {
    expect(cancellationRefundPaise(terms(hoursBefore(1), { cancelledBy: 'shop' }))).toBe(49900);
    expect(cancellationRefundPaise(terms(hoursBefore(48), { paidPaise: 0 }))).toBe(0);
  });

  it('names the last moment of a free cancellation', () => {
    expect(freeCancelUntil(startsAt, 24).toISOString()).toBe('2026-06-02T03:30:00.000Z');
  });
});

describe('the day-before reminder', () => {
  it('is due at 10:00 in India on the day before, by India’s calendar', () => {
    expect(reminderDueAt(startsAt).toISOString()).toBe(new Date('2026-06-02T10:00:00+05:30').toISOString());
    // 00:30 on 3 June in India is still 2 June in UTC: the day before is 2 June in India.
    expect(reminderDueAt(new Date('2026-06-03T00:30:00+05:30')).toISOString()).toBe(new Date('2026-06-02T10:00:00+05:30').toISOString());
    expect(reminderDueAt(new Date('2026-06-03T23:30:00+05:30')).toISOString()).toBe(new Date('2026-06-02T10:00:00+05:30').toISOString());
  });
});

describe('the survey fee adjusted against the order that follows', () => {
  const visit = new Date('2026-03-01T23:30:00+05:30');

  it('runs from the visit to the end of the owner’s days after it, by India’s calendar', () => {
    // 23:30 on 1 March in India: 90 days later is 30 May, whose end is midnight starting 31 May in India.
    expect(surveyCreditEndsAt(visit, 90).toISOString()).toBe(new Date('2026-05-31T00:00:00+05:30').toISOString());
    expect(surveyCreditOpen(visit, 90, new Date('2026-03-01T23:29:59+05:30'))).toBe(false);
    expect(surveyCreditOpen(visit, 90, visit)).toBe(true);
    expect(surveyCreditOpen(visit, 90, new Date('2026-05-30T23:59:59+05:30'))).toBe(true);
    expect(surveyCreditOpen(visit, 90, new Date('2026-05-31T00:00:00+05:30'))).toBe(false);
  });

  it('never opens when the owner gives no days', () => {
    expect(surveyCreditOpen(visit, 0, visit)).toBe(false);
  });
});
