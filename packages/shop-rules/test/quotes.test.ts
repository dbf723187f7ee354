import { describe, expect, it } from 'vitest';
import { gstOnPaise, quoteStatusOn, quoteTotals } from '../src/quotes';

describe('a quotation’s totals', () => {
  it('adds GST per line on the price before tax and sums the lines', () => {
    const totals = quoteTotals([
      { quantity: 40, unitPricePaise: 45_000, gstRatePercent: 18 },
      { quantity: 120, unitPricePaise: 2_500, gstRatePercent: 18 },
      { quantity: 1, unitPricePaise: 150_000, gstRatePercent: 0 },
    ]);
    expect(totals.lines).toEqual([
      { amountPaise: 1_800_000, gstPaise: 324_000 },
      { amountPaise: 300_000, gstPaise: 54_000 },
      { amountPaise: 150_000, gstPaise: 0 },
    ]);
    expect(totals).toMatchObject({ subtotalPaise: 2_250_000, gstPaise: 378_000, totalPaise: 2_628_000 });
  });

  it('rounds each line’s GST to the paisa, halves up', () => {
    expect(gstOnPaise(250, 18)).toBe(45);
    expect(gstOnPaise(25, 18)).toBe(5); // 4.5 rounds up
    expect(gstOnPaise(3, 5)).toBe(0); // 0.15 rounds down
    expect(quoteTotals([{ quantity: 1, unitPricePaise: 25, gstRatePercent: 18 }, { quantity: 1, unitPricePaise: 25, gstRatePercent: 18 }]).gstPaise).toBe(10);
  });

  it('is nothing for no lines, and a free line costs nothing', () => {
    expect(quoteTotals([])).toEqual({ lines: [], subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
    expect(quoteTotals([{ quantity: 3, unitPricePaise: 0, gstRatePercent: 18 }]).totalPaise).toBe(0);
  });
});

describe('a quotation’s status on a day', () => {
  it('reads expired only for a sent quotation past its last valid day', () => {
    expect(quoteStatusOn('quoted', '2026-12-10', '2026-12-10')).toBe('quoted');
    expect(quoteStatusOn('quoted', '2026-12-10', '2026-12-11')).toBe('expired');
    expect(quoteStatusOn('requested', null, '2026-12-11')).toBe('requested');
    expect(quoteStatusOn('withdrawn', '2026-12-01', '2026-12-11')).toBe('withdrawn');
  });
});
