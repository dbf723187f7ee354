import type { PincodeLookup } from '@shop/api-client';

/** The product brief's rule: a pincode is valid only when the first element's Status is 'Success'. */
export function isValidPincodeAnswer(answer: readonly PincodeLookup[] | undefined): boolean {
  return answer?.[0]?.Status === 'Success';
}

export interface DeliveryArea {
  district: string;
  state: string;
}

/** Where a valid pincode is: the first post office's district and state, for the cart to show. */
export function deliveryArea(answer: readonly PincodeLookup[] | undefined): DeliveryArea | undefined {
  if (!isValidPincodeAnswer(answer)) return undefined;
  const office = answer?.[0]?.PostOffice?.[0];
  return office ? { district: office.District, state: office.State } : undefined;
}
