/**
 * A quotation's money (decision 053): staff price each line per unit before GST, as trade quotations in India
 * are written ("rate + GST"), and the buyer, the back-office and the later order read one set of totals made
 * here. GST is worked out per line and rounded to the paisa, halves up, as the line would be invoiced.
 */

/** One priced line of a quotation: how many, at what price per unit before GST, at which GST rate (percent). */
export interface QuoteLineToTotal {
  quantity: number;
  unitPricePaise: number;
  gstRatePercent: number;
}

export interface QuoteLineTotal {
  /** quantity × unit price, before GST. */
  amountPaise: number;
  gstPaise: number;
}

export interface QuoteTotals {
  lines: QuoteLineTotal[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** GST on an amount before tax, rounded to the paisa, halves up. */
export function gstOnPaise(amountPaise: number, gstRatePercent: number): number {
  return Math.floor((amountPaise * gstRatePercent * 2 + 100) / 200);
}

export function quoteTotals(lines: readonly QuoteLineToTotal[]): QuoteTotals {
  const totalled = lines.map((line) => {
    const amountPaise = line.quantity * line.unitPricePaise;
    return { amountPaise, gstPaise: gstOnPaise(amountPaise, line.gstRatePercent) };
  });
  const subtotalPaise = totalled.reduce((sum, line) => sum + line.amountPaise, 0);
  const gstPaise = totalled.reduce((sum, line) => sum + line.gstPaise, 0);
  return { lines: totalled, subtotalPaise, gstPaise, totalPaise: subtotalPaise + gstPaise };
}

/**
 * A quotation's status as the buyer and staff read it on a given day: a sent quotation past its last valid day
 * (India's calendar, `YYYY-MM-DD`) reads as expired, whatever is stored.
 */
export function quoteStatusOn<Status extends string>(stored: Status, validUntil: string | null, today: string): Status | 'expired' {
  if (stored === 'quoted' && validUntil !== null && validUntil < today) return 'expired';
  return stored;
}
