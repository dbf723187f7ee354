import type { DeliveryProblemReason } from '@shop/api-client';

/**
 * Why the courier could not deliver, in the shopper's words, on the order page; the choice itself speaks with the
 * design system's DeliveryProblemChoice's own words.
 */
export const deliveryProblemCopy = {
  reasons: {
    customer_unavailable: 'Nobody was available to receive it',
    refused: 'The parcel was refused at the door',
    address_incomplete: 'The courier could not find the address',
    phone_unreachable: 'The courier could not reach you by phone',
    other: 'The courier could not deliver it',
  } satisfies Record<DeliveryProblemReason, string>,
} as const;
