/**
 * The place of supply of goods shipped to a customer is where they are delivered: the order's shipping
 * state. Addresses keep the state as the shopper typed it, so it is read by name first and, failing that,
 * from the delivery PIN code through India Post's directory (which the shop already bundles).
 */
import { findIndianState } from '@shop/rules';
import { postOfficesOf } from '../shipping';

export interface PlaceOfSupply {
  /** The official name, or the shopper's text when no state could be placed. */
  name: string;
  /** GST state code, or null when unknown (such an invoice charges IGST). */
  code: string | null;
}

export async function placeOfSupply(shipState: string, shipPincode: string): Promise<PlaceOfSupply> {
  const byName = findIndianState(shipState);
  if (byName) return { name: byName.name, code: byName.gstCode };
  return (await stateOfPincode(shipPincode)) ?? { name: shipState.trim(), code: null };
}

/**
 * Where a service on a site is supplied: the site itself (IGST Act 2017, section 12(3)(a), services directly
 * in relation to immovable property), placed by its PIN code in India Post's directory. A PIN code the directory
 * does not know is named as such, and charged IGST.
 */
export async function placeOfSite(pincode: string): Promise<PlaceOfSupply> {
  return (await stateOfPincode(pincode)) ?? { name: `PIN code ${pincode}`, code: null };
}

/** The state India Post's directory places a PIN code in, if it knows the code. */
async function stateOfPincode(pincode: string): Promise<PlaceOfSupply | undefined> {
  const [office] = await postOfficesOf(pincode);
  const state = office ? findIndianState(office.State) : undefined;
  return state && { name: state.name, code: state.gstCode };
}
