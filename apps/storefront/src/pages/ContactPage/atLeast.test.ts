import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atLeast } from './atLeast';

/** Records when (in fake time) a promise settled, and how. */
function track<T>(promise: Promise<T>) {
  const state: { settledAt?: number; value?: T; reason?: unknown } = {};
  promise.then(
    (value) => Object.assign(state, { settledAt: Date.now(), value }),
    (reason: unknown) => Object.assign(state, { settledAt: Date.now(), reason }),
  );
  return state;
}

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, reason: Error) => new Promise<never>((_, reject) => setTimeout(() => reject(reason), ms));

describe('atLeast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a fast answer until the minimum has passed', async () => {
    const result = track(atLeast(after(200, 'sent'), 1500));
    await vi.advanceTimersByTimeAsync(1499);
    expect(result.settledAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ settledAt: 1500, value: 'sent' });
  });

  it('does not delay a slow answer further', async () => {
    const result = track(atLeast(after(2300, 'sent'), 1500));
    await vi.advanceTimersByTimeAsync(2300);
    expect(result).toEqual({ settledAt: 2300, value: 'sent' });
  });

  it('holds a fast failure too, then rejects with its reason', async () => {
    const failure = new Error('503');
    const result = track(atLeast(failAfter(50, failure), 1500));
    await vi.advanceTimersByTimeAsync(1000);
    expect(result.settledAt).toBeUndefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(result).toEqual({ settledAt: 1500, reason: failure });
  });

  it('uses the delay it is given', async () => {
    const delay = vi.fn(() => Promise.resolve());
    await expect(atLeast(Promise.resolve(7), 1500, delay)).resolves.toBe(7);
    expect(delay).toHaveBeenCalledWith(1500);
  });
});
