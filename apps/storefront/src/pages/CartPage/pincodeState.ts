import type { PincodeStatus } from '@shop/ui/PincodeBox';

/** Where the cart's pincode check stands, for Checkout: the box's status and the pincode it is about. */
export interface PincodeState {
  status: PincodeStatus;
  value: string;
}

/**
 * The box's new status, except that a validated pincode checked again because the cart changed stays
 * validated until the new answer comes: Checkout does not flicker off with every quantity press.
 */
export function nextPincodeState(previous: PincodeState, status: PincodeStatus, value: string): PincodeState {
  return status === 'checking' && previous.status === 'valid' && previous.value === value ? previous : { status, value };
}
