/**
 * The countries a product may declare as its origin: ISO 3166-1 alpha-2 codes with their English names. A
 * subpath of its own, so pages that only show a name the API gave them do not carry the list.
 */
import { getData, getName } from 'country-list';

/** ISO 3166-1 alpha-2 codes with their English names, by name. */
export const COUNTRIES: readonly { code: string; name: string }[] = getData()
  .map((country) => ({ code: country.code, name: country.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The country's name, or undefined for a code ISO 3166-1 does not assign. */
export function countryName(code: string): string | undefined {
  return /^[A-Z]{2}$/.test(code) ? getName(code) : undefined;
}
