import { describe, expect, it } from 'vitest';
import { saleAnnouncement, saleDiscountText, saleEndText } from '../src/sales';

describe('how a sale is told', () => {
  it('names a percentage or an amount off', () => {
    expect(saleDiscountText({ percentOff: 20, amountOffPaise: null })).toBe('20% off');
    expect(saleDiscountText({ percentOff: null, amountOffPaise: 20000 })).toBe('₹200 off');
    expect(saleDiscountText({ percentOff: null, amountOffPaise: 15050 })).toBe('₹150.50 off');
  });

  it("gives the end in India's time, whatever the zone of the moment given", () => {
    expect(saleEndText('2026-11-30T18:29:00Z')).toBe('30 Nov, 11:59 pm');
    expect(saleEndText(new Date('2026-12-01T03:30:00+00:00'))).toBe('1 Dec, 9:00 am');
    // In Hindi, the month whole and the halves of the day in Hindi, with the same digits.
    expect(saleEndText('2026-11-30T18:29:00Z', 'hi')).toBe('30 नवंबर, 11:59 अपराह्न');
    expect(saleEndText('2026-12-01T03:30:00Z', 'hi')).toBe('1 दिसंबर, 9:00 पूर्वाह्न');
  });

  it('announces the name, the discount and the real end', () => {
    expect(saleAnnouncement({ name: 'Monsoon sale', percentOff: 20, amountOffPaise: null, endsAt: '2026-11-30T18:29:00Z' })).toBe(
      'Monsoon sale: 20% off until 30 Nov, 11:59 pm',
    );
  });

  it('tells it in the words and the calendar of the language it is given, a page in another language passing its own', () => {
    const words = { off: (amount: string) => `${amount} की छूट`, announcement: (name: string, discount: string, end: string) => `${name}: ${end} तक ${discount}` };
    expect(saleAnnouncement({ name: 'Monsoon sale', percentOff: null, amountOffPaise: 20000, endsAt: '2026-11-30T18:29:00Z' }, words, 'hi')).toBe(
      'Monsoon sale: 30 नवंबर, 11:59 अपराह्न तक ₹200 की छूट',
    );
  });
});
