import { SHOP_LOCALE } from '@shop/rules';

/**
 * India's clock, which the acknowledgement mail reads a complaint's deadlines on too. Made on first use: a page's
 * first Intl.DateTimeFormat loads the browser's calendar data, which no page but the complaint pages needs.
 */
let complaintDateFormat: Intl.DateTimeFormat | undefined;

/** A complaint's moment as the shopper reads it: "28 Feb 2026, 10:00 am". '' when unreadable. */
export function complaintDate(isoInstant: string): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) return '';
  complaintDateFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return complaintDateFormat.format(instant);
}

/** The status page of a complaint, by the secret of its link. */
export const complaintPath = (token: string) => `/complaint/${encodeURIComponent(token)}`;
