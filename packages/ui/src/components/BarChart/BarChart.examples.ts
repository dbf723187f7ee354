import type { BarChartDatum } from './BarChart';

/** Thirty days of a shop's takings in paise, quiet at first, with one busy day. */
const PAISE = [
  0, 0, 129900, 0, 259800, 89900, 0, 0, 179800, 129900, 0, 349700, 0, 89900, 129900, 0, 0, 519600, 0, 179800, 89900, 0, 259800, 0, 129900, 0, 89900,
  179800, 0, 259800,
];

export const revenueDays: BarChartDatum[] = PAISE.map((value, index) => {
  const day = new Date(Date.UTC(2026, 9, 26 + index));
  return { key: day.toISOString().slice(0, 10), label: day.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }), value };
});

export const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
