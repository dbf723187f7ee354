/**
 * Indian grouping (1,23,456) for rupee amounts. The API sends rupees as JSON
 * numbers; paise are shown, as two digits, only when the amount has them.
 */
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const grouped = (amount: number) => (Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount);

/** `1299` → `₹1,299`, `123456.5` → `₹1,23,456.50`. */
export function formatRupees(amount: number): string {
  return `₹${grouped(amount)}`;
}

/**
 * The checkout's notation, as the specification writes it there ('Shipping fixed at Rs.0'):
 * `1299` → `Rs.1,299`, `0` → `Rs.0`. No '/-' suffix: that belongs to some product cards only.
 */
export function formatRs(amount: number): string {
  return `Rs.${grouped(amount)}`;
}

/** Order totals always show paise ("the total with two decimals"): `1299` → `₹1,299.00`. */
export function formatRupeesExact(amount: number): string {
  return `₹${rupeesAndPaise.format(amount)}`;
}
