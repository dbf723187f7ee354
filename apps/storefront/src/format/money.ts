/**
 * Indian grouping (1,23,456) for rupee amounts. The API sends rupees as JSON
 * numbers; paise are shown, as two digits, only when the amount has them.
 */
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1299` → `₹1,299`, `123456.5` → `₹1,23,456.50`. */
export function formatRupees(amount: number): string {
  const format = Number.isInteger(amount) ? wholeRupees : rupeesAndPaise;
  return `₹${format.format(amount)}`;
}
