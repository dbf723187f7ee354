/**
 * A review's dates as the Hindi shop writes them: "3 दिन पहले", and "28 नवंबर 2026, 10:12 पूर्वाह्न" as the exact
 * date's tooltip. The digits are the ones the rest of the Hindi shop writes (its prices, order dates and counts),
 * where date-fns's `hi` locale would write Devanagari digits; and only the distance's words are needed, not that
 * locale's whole calendar.
 */
import { HINDI_MONTHS } from '@shop/rules/indiaTime';
import { formatDistanceToNow, type FormatDistanceToken, type Locale } from 'date-fns';


/** Each of date-fns's distances: for one, and for a count. */
const DISTANCES: Record<FormatDistanceToken, [one: string, count: string]> = {
  lessThanXSeconds: ['1 सेकंड से कम', '{{count}} सेकंड से कम'],
  xSeconds: ['1 सेकंड', '{{count}} सेकंड'],
  halfAMinute: ['आधा मिनट', 'आधा मिनट'],
  lessThanXMinutes: ['1 मिनट से कम', '{{count}} मिनट से कम'],
  xMinutes: ['1 मिनट', '{{count}} मिनट'],
  aboutXHours: ['लगभग 1 घंटा', 'लगभग {{count}} घंटे'],
  xHours: ['1 घंटा', '{{count}} घंटे'],
  xDays: ['1 दिन', '{{count}} दिन'],
  aboutXWeeks: ['लगभग 1 सप्ताह', 'लगभग {{count}} सप्ताह'],
  xWeeks: ['1 सप्ताह', '{{count}} सप्ताह'],
  aboutXMonths: ['लगभग 1 महीना', 'लगभग {{count}} महीने'],
  xMonths: ['1 महीना', '{{count}} महीने'],
  aboutXYears: ['लगभग 1 वर्ष', 'लगभग {{count}} वर्ष'],
  xYears: ['1 वर्ष', '{{count}} वर्ष'],
  overXYears: ['1 वर्ष से अधिक', '{{count}} वर्ष से अधिक'],
  almostXYears: ['लगभग 1 वर्ष', 'लगभग {{count}} वर्ष'],
};

const hindiDistance: Pick<Locale, 'formatDistance'> = {
  formatDistance(token, count, options) {
    const [one, many] = DISTANCES[token];
    const distance = (count === 1 ? one : many).replace('{{count}}', String(count));
    if (!options?.addSuffix) return distance;
    return options.comparison !== undefined && options.comparison > 0 ? `${distance} में` : `${distance} पहले`;
  },
};

/** "3 दिन पहले", "लगभग 1 महीना पहले". */
export const defaultRelativeDate = (date: Date) => formatDistanceToNow(date, { addSuffix: true, locale: hindiDistance });

/** "18 नवंबर 2025, 2:05 अपराह्न": the exact date shown as the tooltip of the relative one. */
export const defaultExactDate = (date: Date) => {
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const halfOfDay = date.getHours() < 12 ? 'पूर्वाह्न' : 'अपराह्न';
  return `${date.getDate()} ${HINDI_MONTHS[date.getMonth()]} ${date.getFullYear()}, ${hours}:${minutes} ${halfOfDay}`;
};
