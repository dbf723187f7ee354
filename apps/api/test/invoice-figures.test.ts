/**
 * The pure parts of GST invoicing: the figures (taxable value, CGST/SGST/IGST, totals), credit note
 * shares, the amount in words, the GSTIN check and the default tax class.
 */
import { GST_RATES } from '@shop/contracts/vocabulary';
import { findIndianState, gstinCheckCharacter } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '../src/invoices/amount-in-words';
import { creditLines, orderChargeLines, supplyKind, taxableValuePaise, taxFigures, taxLine, type ChargeLine } from '../src/invoices/gst';
import { sellerGstinProblem } from '../src/invoices/gstin';

const line = (amountPaise: number, gstRatePercent = 18, overrides: Partial<ChargeLine> = {}): ChargeLine => ({
  description: 'Steel bird spikes',
  hsnCode: '7326',
  quantity: 1,
  unitPricePaise: amountPaise,
  discountPaise: 0,
  amountPaise,
  gstRatePercent,
  ...overrides,
});

/** A small deterministic generator, so a failure names a case that can be replayed. */
function* pseudoRandom(seed: number, count: number, max: number) {
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state % max;
  }
}

describe('taxable value of a GST-inclusive amount', () => {
  it.each([
    [118000, 18, 100000],
    [129900, 18, 110085], // 1,10,084.745… rounds up
    [100, 18, 85], // 84.74…
    [59, 18, 50], // exactly 50
    [1, 18, 1], // 0.847… → 1: the tax of one paisa is 0
    [0, 18, 0],
    [105000, 5, 100000],
    [112000, 12, 100000],
    [50000, 0, 50000],
  ])('%i paise at %i %% has a taxable value of %i paise', (amount, rate, taxable) => {
    expect(taxableValuePaise(amount, rate)).toBe(taxable);
  });

  it('rounds an exact half up', () => {
    // At 100 % the taxable value is half the amount: 1 paisa → 0.5 → 1, 3 paise → 1.5 → 2.
    expect(taxableValuePaise(1, 100)).toBe(1);
    expect(taxableValuePaise(3, 100)).toBe(2);
  });

  it('refuses fractions of a paisa and unknown rates', () => {
    expect(() => taxableValuePaise(10.5, 18)).toThrow(RangeError);
    expect(() => taxableValuePaise(-1, 18)).toThrow(RangeError);
    expect(() => taxableValuePaise(100, 17.5)).toThrow(RangeError);
  });
});

describe('one line, within the state and between states', () => {
  it('splits the tax into CGST and SGST halves within the seller’s state', () => {
    expect(taxLine(line(118000), 'intra-state')).toMatchObject({ taxablePaise: 100000, taxPaise: 18000, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0 });
  });

  it('gives the odd paisa of the tax to SGST (CGST is the half rounded down)', () => {
    // 129900 → taxable 110085, tax 19815: CGST 9907, SGST 9908.
    expect(taxLine(line(129900), 'intra-state')).toMatchObject({ taxablePaise: 110085, taxPaise: 19815, cgstPaise: 9907, sgstPaise: 9908, igstPaise: 0 });
  });

  it('charges the whole tax as IGST between states', () => {
    expect(taxLine(line(129900), 'inter-state')).toMatchObject({ taxablePaise: 110085, taxPaise: 19815, cgstPaise: 0, sgstPaise: 0, igstPaise: 19815 });
  });

  it('always adds up: taxable + tax = amount, CGST + SGST + IGST = tax, for thousands of amounts and rates', () => {
    let index = 0;
    for (const amount of pseudoRandom(7, 4000, 5_000_000)) {
      const rate = GST_RATES[index++ % GST_RATES.length]!;
      for (const supply of ['intra-state', 'inter-state'] as const) {
        const taxed = taxLine(line(amount, rate), supply);
        expect(taxed.taxablePaise + taxed.taxPaise).toBe(amount);
        expect(taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise).toBe(taxed.taxPaise);
        expect(taxed.taxPaise).toBeGreaterThanOrEqual(0);
        expect(Math.abs(taxed.cgstPaise - taxed.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('an invoice’s figures', () => {
  const items = [
    { productName: 'Stainless steel bird spikes, 1 m', hsnCode: '7326', quantity: 3, unitPricePaise: 129900, lineTotalPaise: 389700, discountPaise: 0, surveyCreditPaise: 0, gstRatePercent: 18 },
    { productName: 'Bird net 10 × 10 ft', hsnCode: '5608', quantity: 1, unitPricePaise: 49950, lineTotalPaise: 49950, discountPaise: 0, surveyCreditPaise: 0, gstRatePercent: 18 },
  ];

  it('has one line per item and totals that add up to the amount paid, to the paisa', () => {
    const figures = taxFigures(orderChargeLines(items, { shippingPaise: 0, codFeePaise: 0 }), 'intra-state');
    expect(figures.lines).toHaveLength(2);
    expect(figures.totals.amountPaise).toBe(439650);
    expect(figures.totals.taxablePaise + figures.totals.taxPaise).toBe(439650);
    expect(figures.totals.cgstPaise + figures.totals.sgstPaise).toBe(figures.totals.taxPaise);
    expect(figures.totals.igstPaise).toBe(0);
    expect(figures.amountInWords).toBe('Rupees Four Thousand Three Hundred Ninety-Six and Fifty Paise Only');
  });

  it('takes a coupon’s share off each line before tax, so the taxable value and the tax are of what was charged', () => {
    const discounted = items.map((item, index) => ({ ...item, discountPaise: [38970, 4995][index]! }));
    const lines = orderChargeLines(discounted, { shippingPaise: 0, codFeePaise: 0 });
    expect(lines.map((l) => [l.discountPaise, l.amountPaise])).toEqual([
      [38970, 350730],
      [4995, 44955],
    ]);
    const figures = taxFigures(lines, 'intra-state');
    // 350730 × 100 / 118 = 297228.81…: taxable 297229, tax 53501.
    expect(figures.lines[0]).toMatchObject({ taxablePaise: 297229, taxPaise: 53501 });
    expect(figures.totals.amountPaise).toBe(439650 - 38970 - 4995);
    // A full refund of the discounted invoice credits each line what it charged, with no discount of its own.
    const credited = creditLines(lines, figures.totals.amountPaise);
    expect(credited.map((l) => [l.amountPaise, l.discountPaise])).toEqual([
      [350730, 0],
      [44955, 0],
    ]);
  });

  it('takes a survey fee adjusted against the order off each line after its coupon share, before tax', () => {
    const adjusted = items.map((item, index) => ({ ...item, discountPaise: [38970, 0][index]!, surveyCreditPaise: [45000, 4900][index]! }));
    const lines = orderChargeLines(adjusted, { shippingPaise: 11800, codFeePaise: 0 });
    // The invoice's Discount column is what came off at the sale, coupon and survey fee together; shipping keeps its fee whole.
    expect(lines.map((l) => [l.discountPaise, l.amountPaise])).toEqual([
      [83970, 305730],
      [4900, 45050],
      [0, 11800],
    ]);
    const figures = taxFigures(lines, 'intra-state');
    // 305730 × 100 / 118 = 259093.22…: taxable 259093, tax 46637.
    expect(figures.lines[0]).toMatchObject({ taxablePaise: 259093, taxPaise: 46637 });
    expect(figures.totals.amountPaise).toBe(439650 - 38970 - 49900 + 11800);
  });

  it('prints no shipping line for a free delivery, and a SAC 9965 line at 18 % for a paid one', () => {
    expect(orderChargeLines(items, { shippingPaise: 0, codFeePaise: 0 }).map((l) => l.hsnCode)).toEqual(['7326', '5608']);
    const withShipping = orderChargeLines(items, { shippingPaise: 11800, codFeePaise: 0 });
    expect(withShipping.at(-1)).toMatchObject({ description: 'Shipping', hsnCode: '9965', gstRatePercent: 18, amountPaise: 11800, quantity: 1 });
    const figures = taxFigures(withShipping, 'inter-state');
    expect(figures.lines.at(-1)).toMatchObject({ taxablePaise: 10000, igstPaise: 1800 });
    expect(figures.totals.amountPaise).toBe(439650 + 11800);
    expect(figures.totals.taxablePaise + figures.totals.igstPaise).toBe(439650 + 11800);
  });

  it('prints the cash-on-delivery fee as a SAC 9968 line at 18 % after shipping, and a credit note shares it like any line', () => {
    const lines = orderChargeLines(items, { shippingPaise: 11800, codFeePaise: 4900 });
    expect(lines.map((l) => l.hsnCode)).toEqual(['7326', '5608', '9965', '9968']);
    expect(lines.at(-1)).toMatchObject({ description: 'Cash-on-delivery fee', gstRatePercent: 18, amountPaise: 4900, quantity: 1, unitPricePaise: 4900 });
    const figures = taxFigures(lines, 'intra-state');
    // 4900 × 100 / 118 = 4152.54…: taxable 4153, tax 747 (CGST 373, SGST 374).
    expect(figures.lines.at(-1)).toMatchObject({ taxablePaise: 4153, cgstPaise: 373, sgstPaise: 374 });
    expect(figures.totals.amountPaise).toBe(439650 + 11800 + 4900);
    const credited = creditLines(lines, 439650 + 11800 + 4900);
    expect(credited.at(-1)).toMatchObject({ hsnCode: '9968', amountPaise: 4900, quantity: null });
  });

  it('sums per-line taxes (each line rounded on its own), never re-deriving the tax from the total', () => {
    const figures = taxFigures([line(100), line(100), line(100)], 'intra-state');
    // Each 100 → 85 + 15; the total 300 alone would give 254 + 46.
    expect(figures.totals).toEqual({ taxablePaise: 255, cgstPaise: 21, sgstPaise: 24, igstPaise: 0, taxPaise: 45, amountPaise: 300 });
  });
});

describe('an invoice line’s declarations', () => {
  const line = { productName: 'Bird Spike Adhesive', hsnCode: '3506', quantity: 1, unitPricePaise: 34900, lineTotalPaise: 34900, discountPaise: 0, surveyCreditPaise: 0, gstRatePercent: 18 };

  it('names the net quantity and country of origin as sold under the product', () => {
    const [charged] = orderChargeLines([{ ...line, netQuantity: '300 ml', countryOfOrigin: 'IN' }], { shippingPaise: 0, codFeePaise: 0 });
    expect(charged!.description).toBe('Bird Spike Adhesive\nNet quantity 300 ml · Country of origin India');
  });

  it('leaves a line ordered before declarations as it was', () => {
    const [charged] = orderChargeLines([{ ...line, netQuantity: null, countryOfOrigin: null }], { shippingPaise: 0, codFeePaise: 0 });
    expect(charged!.description).toBe('Bird Spike Adhesive');
  });
});

describe('place of supply', () => {
  it('is intra-state exactly when it is the seller’s state', () => {
    expect(supplyKind('27', '27')).toBe('intra-state');
    expect(supplyKind('27', '29')).toBe('inter-state');
    expect(supplyKind('27', null)).toBe('inter-state');
  });
});

describe('credit note lines', () => {
  const invoice = [line(389700, 18), line(49950, 5, { hsnCode: '5608', description: 'Bird net' }), line(11800, 18, { hsnCode: '9965', description: 'Shipping' })];

  it('gives back each line’s own amount for a full refund', () => {
    expect(creditLines(invoice, 451450).map((l) => l.amountPaise)).toEqual([389700, 49950, 11800]);
  });

  it('shares a partial refund in proportion, adding up exactly, at each line’s own rate', () => {
    for (const credit of [1, 2, 3, 100, 12345, 99999, 451449]) {
      const lines = creditLines(invoice, credit);
      expect(lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(credit);
      const figures = taxFigures(lines, 'intra-state');
      expect(figures.totals.taxablePaise + figures.totals.taxPaise).toBe(credit);
      for (const l of lines) expect(l.quantity).toBeNull();
    }
    expect(creditLines(invoice, 45145).map((l) => [l.hsnCode, l.gstRatePercent, l.amountPaise])).toEqual([
      ['7326', 18, 38970],
      ['5608', 5, 4995],
      ['9965', 18, 1180],
    ]);
  });

  it('refuses a credit larger than the invoice', () => {
    expect(() => creditLines(invoice, 451451)).toThrow(RangeError);
  });
});

describe('amount in words, Indian numbering', () => {
  it.each([
    [12345670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [50000, 'Rupees Five Hundred Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [0, 'Rupees Zero Only'],
    [1999, 'Rupees Nineteen and Ninety-Nine Paise Only'],
    [1000000000, 'Rupees One Crore Only'],
    [2147483647, 'Rupees Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six and Forty-Seven Paise Only'],
    [1010101, 'Rupees Ten Thousand One Hundred One and One Paise Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores beyond ninety-nine the same way', () => {
    expect(numberInWords(1_20_00_00_000)).toBe('One Hundred Twenty Crore');
    expect(numberInWords(99_99_99_999)).toBe('Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(110)).toBe('One Hundred Ten');
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('GSTIN', () => {
  const maharashtra = findIndianState('Maharashtra')!;

  it('accepts a published GSTIN and the demo one', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(sellerGstinProblem('27AAPFU0939F1ZV', maharashtra)).toBeNull();
  });

  it.each([
    ['27AAPFU0939F1ZW', /check character/],
    ['29AAPFU0939F1ZV', /SELLER_STATE Maharashtra has GST code 27/],
    ['99AAPFU0939F1ZV', /no Indian state/],
    ['27AAPFU0939F1Z', /15-character/],
    ['27aapfu0939f1zv', /15-character/],
    ['27AAPFU0939F1YV', /15-character/],
    ['27AAPF00939F1ZV', /15-character/],
  ])('refuses %s', (gstin, message) => {
    expect(sellerGstinProblem(gstin, maharashtra)).toMatch(message);
  });
});
