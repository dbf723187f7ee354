import { describe, expect, it } from 'vitest';
import { confirmDeadline } from './confirmDeadline';

describe('confirmDeadline', () => {
  it("reads the deadline on India's clock, whatever the machine's", () => {
    expect(confirmDeadline('2025-11-27T13:00:00Z')).toBe('Thu, 27 Nov, 6:30 pm');
  });

  it('writes nothing for a deadline it cannot read', () => {
    expect(confirmDeadline('tomorrow')).toBe('');
  });
});
