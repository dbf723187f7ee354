/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN and
 * the "place of supply" code on a tax invoice). Addresses keep the state as the shopper typed it, so
 * `findIndianState` reads the usual spellings: any case, "&" for "and", and the older names that India
 * Post's pincode directory and people still use (Orissa, Pondicherry, Chattisgarh, Uttaranchal…).
 */

export interface IndianState {
  /** The official name, as an invoice prints it. */
  name: string;
  /** Two-digit GST state code. */
  gstCode: string;
}

/**
 * Code 26 is the merged union territory of Dadra and Nagar Haveli and Daman and Diu (2020); code 25 (the
 * old Daman and Diu) is no longer issued, so both old names read as 26. 28 (undivided Andhra Pradesh) is
 * likewise retired; 97 is "Other Territory" (offshore areas), which no shipping address names.
 */
export const INDIAN_STATES: readonly IndianState[] = [
  { name: 'Jammu and Kashmir', gstCode: '01' },
  { name: 'Himachal Pradesh', gstCode: '02' },
  { name: 'Punjab', gstCode: '03' },
  { name: 'Chandigarh', gstCode: '04' },
  { name: 'Uttarakhand', gstCode: '05' },
  { name: 'Haryana', gstCode: '06' },
  { name: 'Delhi', gstCode: '07' },
  { name: 'Rajasthan', gstCode: '08' },
  { name: 'Uttar Pradesh', gstCode: '09' },
  { name: 'Bihar', gstCode: '10' },
  { name: 'Sikkim', gstCode: '11' },
  { name: 'Arunachal Pradesh', gstCode: '12' },
  { name: 'Nagaland', gstCode: '13' },
  { name: 'Manipur', gstCode: '14' },
  { name: 'Mizoram', gstCode: '15' },
  { name: 'Tripura', gstCode: '16' },
  { name: 'Meghalaya', gstCode: '17' },
  { name: 'Assam', gstCode: '18' },
  { name: 'West Bengal', gstCode: '19' },
  { name: 'Jharkhand', gstCode: '20' },
  { name: 'Odisha', gstCode: '21' },
  { name: 'Chhattisgarh', gstCode: '22' },
  { name: 'Madhya Pradesh', gstCode: '23' },
  { name: 'Gujarat', gstCode: '24' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', gstCode: '26' },
  { name: 'Maharashtra', gstCode: '27' },
  { name: 'Karnataka', gstCode: '29' },
  { name: 'Goa', gstCode: '30' },
  { name: 'Lakshadweep', gstCode: '31' },
  { name: 'Kerala', gstCode: '32' },
  { name: 'Tamil Nadu', gstCode: '33' },
  { name: 'Puducherry', gstCode: '34' },
  { name: 'Andaman and Nicobar Islands', gstCode: '35' },
  { name: 'Telangana', gstCode: '36' },
  { name: 'Andhra Pradesh', gstCode: '37' },
  { name: 'Ladakh', gstCode: '38' },
];

/** Other names people (and the pincode directory) write, by their `nameKey`. */
const OTHER_NAMES: Record<string, string> = {
  jandk: 'Jammu and Kashmir',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  chattisgarh: 'Chhattisgarh',
  uttaranchal: 'Uttarakhand',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  nationalcapitalterritoryofdelhi: 'Delhi',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  andamannicobarislands: 'Andaman and Nicobar Islands',
  tamilnadu: 'Tamil Nadu',
};

/** "Jammu & Kashmir" and "jammu and kashmir" compare equal: lower case, "&" read as "and", letters only. */
function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
}

const BY_KEY = new Map<string, IndianState>(INDIAN_STATES.map((state) => [nameKey(state.name), state]));
for (const [key, name] of Object.entries(OTHER_NAMES)) BY_KEY.set(key, BY_KEY.get(nameKey(name))!);

/** The state or union territory a written name means, or undefined when it names none. */
export function findIndianState(text: string): IndianState | undefined {
  return BY_KEY.get(nameKey(text));
}

/** The state of a GST state code ("27" → Maharashtra), or undefined for a code no state has. */
export function indianStateByGstCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.gstCode === code);
}
