import { describe, expect, it } from 'vitest';
import { paiseFromRupeesText, rupeesTextFromPaise } from './money';

describe('rupees typed by people', () => {
  it('become exact paise, without floating-point drift, with or without grouping and the rupee sign', () => {
    expect(paiseFromRupeesText('1299')).toBe(129900);
    expect(paiseFromRupeesText('1,299.5')).toBe(129950);
    expect(paiseFromRupeesText('1,29,999.99')).toBe(12999999);
    expect(paiseFromRupeesText(' ₹1299.99 ')).toBe(129999);
    expect(paiseFromRupeesText('0.07')).toBe(7);
  });

  it('refuse what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '12.345', '-5', '1e3', '₹', '123456789']) expect(paiseFromRupeesText(text), text).toBeNull();
  });

  it('show paise back as rupees with Indian grouping', () => {
    expect(rupeesTextFromPaise(129900)).toBe('1,299');
    expect(rupeesTextFromPaise(12999950)).toBe('1,29,999.50');
    expect(rupeesTextFromPaise(7)).toBe('0.07');
    expect(rupeesTextFromPaise(0)).toBe('0');
  });

  it('read back what they show', () => {
    for (const paise of [1, 99, 100, 129950, 99999999]) expect(paiseFromRupeesText(rupeesTextFromPaise(paise))).toBe(paise);
  });
});
