import { describe, expect, it } from 'vitest';
import { paiseFromRupeesText, rupeesTextFromPaise } from './rupees';

describe('rupees typed by staff', () => {
  it('become exact paise, without floating-point drift', () => {
    expect(paiseFromRupeesText('1299')).toBe(129900);
    expect(paiseFromRupeesText('1,299.5')).toBe(129950);
    expect(paiseFromRupeesText(' ₹1299.99 ')).toBe(129999);
    expect(paiseFromRupeesText('0.07')).toBe(7);
  });

  it('refuse what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3']) expect(paiseFromRupeesText(text), text).toBeNull();
  });

  it('show paise back as rupees', () => {
    expect(rupeesTextFromPaise(129900)).toBe('1299');
    expect(rupeesTextFromPaise(129950)).toBe('1299.50');
    expect(rupeesTextFromPaise(7)).toBe('0.07');
  });
});
