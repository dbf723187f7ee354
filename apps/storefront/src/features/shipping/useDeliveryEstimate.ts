import { errorStatus, shippingApi } from '@shop/api-client';
import type { DeliveryAnswer } from '@shop/ui/PincodeBox';
import { useCallback } from 'react';
import { deliveryAnswer } from './deliveryAnswer';

/**
 * What is to be delivered: one product in a quantity (its page), in the variant chosen (its default when none
 * is), or a cart as `items` (`12x2,15x1`).
 */
export type DeliveredGoods = { productId: number; variant?: number | undefined; quantity: number } | { items: string };

/**
 * Asks GET /api/user/delivery-estimate/ when the goods would arrive at a pincode: resolves the pincode box's
 * answer, false for a pincode the API refuses as malformed (400), and throws when there was no answer (the
 * box then says the check failed). A courier that cannot be asked is an answer (`unknown`), not a failure.
 */
export function useDeliveryEstimate() {
  const [estimate] = shippingApi.useLazyGetDeliveryEstimateQuery();
  return useCallback(
    async (pincode: string, goods: DeliveredGoods): Promise<DeliveryAnswer | false> => {
      // Asked before for the same goods: the answer is kept for the visit, as the API keeps it for hours.
      const { data, error } = await estimate({ pincode, ...goods }, true);
      if (data) return deliveryAnswer(data);
      if (errorStatus(error) === 400) return false;
      throw new Error('The delivery estimate did not answer.');
    },
    [estimate],
  );
}
