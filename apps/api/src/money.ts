/** Money is an integer number of paise everywhere inside the shop; the API shows rupees as numbers. */

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "₹1,29,900.00": Indian digit grouping, for mail and logs people read. */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}
