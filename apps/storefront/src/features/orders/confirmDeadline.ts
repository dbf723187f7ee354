import { SHOP_LOCALE } from '@shop/rules';

/** India's clock, which the confirmation mail and the confirmation panel read deadlines on too. */
const deadlineFormat = new Intl.DateTimeFormat(SHOP_LOCALE, {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** A cash-on-delivery confirmation's deadline as the shopper reads it: "Thu, 27 Nov, 6:30 pm". '' when unreadable. */
export function confirmDeadline(isoInstant: string): string {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? '' : deadlineFormat.format(instant);
}
