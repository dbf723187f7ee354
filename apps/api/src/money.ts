/** Money is an integer number of paise everywhere inside the shop; the API shows rupees as numbers. */

export function paiseToRupees(paise: number): number {
  return paise / 100;
}
