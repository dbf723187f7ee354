import { describe, expect, it } from 'vitest';
import { findIndianState, INDIAN_STATES, indianStateByGstCode } from '../src/states';

describe('Indian states and their GST codes', () => {
  it('lists 36 states and union territories, each with its own two-digit code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.gstCode)).size).toBe(36);
    for (const state of INDIAN_STATES) expect(state.gstCode).toMatch(/^\d{2}$/);
  });

  it.each([
    ['Maharashtra', '27'],
    ['  karnataka ', '29'],
    ['TAMIL NADU', '33'],
    ['Jammu & Kashmir', '01'],
    ['J&K', '01'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['CHATTISGARH', '22'],
    ['Daman & Diu', '26'],
    ['Dadra & Nagar Haveli', '26'],
    ['New Delhi', '07'],
    ['Andaman & Nicobar Islands', '35'],
    ['Uttaranchal', '05'],
  ])('reads %j as code %s', (written, code) => {
    expect(findIndianState(written)?.gstCode).toBe(code);
  });

  it('names no state for text that is none', () => {
    expect(findIndianState('Atlantis')).toBeUndefined();
    expect(findIndianState('')).toBeUndefined();
  });

  it('finds a state by its code', () => {
    expect(indianStateByGstCode('27')?.name).toBe('Maharashtra');
    expect(indianStateByGstCode('25')).toBeUndefined();
  });
});
