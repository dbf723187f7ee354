import type { DeliveryProblemReason } from '@shop/api-client';
import type { deliveryProblemCopy as English } from './deliveryProblem';
import type { Words } from './words';

/** Hindi words for why the courier could not deliver, on the order page; the keys are the API's reasons. */
export const deliveryProblemCopy: Words<typeof English> = {
  reasons: {
    customer_unavailable: 'पार्सल लेने के लिए कोई मौजूद नहीं था',
    refused: 'दरवाज़े पर पार्सल लेने से मना कर दिया गया',
    address_incomplete: 'कूरियर को पता नहीं मिला',
    phone_unreachable: 'कूरियर फ़ोन पर आपसे संपर्क नहीं कर सका',
    other: 'कूरियर पार्सल डिलीवर नहीं कर सका',
  } satisfies Record<DeliveryProblemReason, string>,
};
