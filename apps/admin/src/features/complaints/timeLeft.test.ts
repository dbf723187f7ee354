import { describe, expect, it } from 'vitest';
import { timeLeft } from './timeLeft';

const now = new Date('2026-02-10T10:00:00Z');
const open = (resolveBy: string) => ({ status: 'open' as const, resolve_by: resolveBy, resolved_at: null });

describe('a complaint’s time left', () => {
  it('counts days, then hours, then less than an hour, warning under three days', () => {
    expect(timeLeft(open('2026-02-28T10:00:00Z'), now)).toEqual({ text: '18 days left', tone: 'calm' });
    expect(timeLeft(open('2026-02-12T09:00:00Z'), now)).toEqual({ text: '47 hours left', tone: 'warning' });
    expect(timeLeft(open('2026-02-10T10:30:00Z'), now)).toEqual({ text: 'less than an hour left', tone: 'warning' });
  });

  it('says how far past its month an open ticket is, and whether a resolved one was in time', () => {
    expect(timeLeft(open('2026-02-07T10:00:00Z'), now)).toEqual({ text: 'Overdue by 3 days', tone: 'critical' });
    expect(timeLeft({ status: 'resolved', resolve_by: '2026-02-07T10:00:00Z', resolved_at: '2026-02-08T10:00:00Z' }, now)).toEqual({ text: 'Resolved late', tone: 'done' });
    expect(timeLeft({ status: 'resolved', resolve_by: '2026-02-07T10:00:00Z', resolved_at: '2026-02-01T10:00:00Z' }, now).text).toBe('Resolved in time');
  });
});
