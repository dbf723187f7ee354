import { longUsDateInIndia } from '@shop/rules/indiaTime';

/**
 * Blog dates (and the legal pages' 'Last updated') in the product brief's long US format
 * ('March 14, 2025'). Read in India's time zone, the shop's own, so an article published on the
 * 14th shows the 14th wherever the reader is.
 */
export function formatLongUsDate(isoDate: string): string {
  const date = new Date(isoDate);
  // '' for a date that cannot be read, rather than 'Invalid Date'.
  return Number.isNaN(date.getTime()) ? '' : longUsDateInIndia(date);
}
