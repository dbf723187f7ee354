import { weekdayDayMonth } from '@shop/rules/indiaTime';
import { LANGUAGE } from '../../shared/language';

/**
 * A courier's day ("2025-11-27", India's calendar) as the shop writes a promise: "Thu, 27 Nov" ("गुरु, 27 नव॰" in
 * the Hindi build), as the pincode box does. Written without `Intl`: the checkout's delivery date was the only `Intl`
 * its load used, and a page's first `Intl` date format loads the browser's calendar data, 15–50 ms of a fast
 * machine's main thread, which the checkout paid while evaluating its code. '' for a day that cannot be read.
 */
export function deliveryDay(isoDay: string): string {
  return weekdayDayMonth(isoDay, LANGUAGE.code);
}
