import { errorStatus, shippingApi } from '@shop/api-client';
import type { DeliveryAnswer } from '@shop/ui/PincodeBox';
import { useCallback, useState } from 'react';
import type { CartItem } from '../../features/cart/cartSlice';
import { deliveryArea, isValidPincodeAnswer, type DeliveryArea } from '../../features/shipping/pincodeAnswer';
import { cartItemsParam } from '../../features/shipping/deliveryAnswer';
import { useDeliveryEstimate } from '../../features/shipping/useDeliveryEstimate';

/**
 * The cart's pincode check. First the postal lookup (GET /api/user/pincode/{pin}), the product brief's rule:
 * false unless the first element's Status is 'Success' (a PIN the API refuses as malformed, 400, too), and a
 * throw when there was no answer (the box then says the check failed, not that the PIN is wrong). Then, for a
 * valid pincode and a cart with lines, the courier's promise for the whole cart (GET delivery-estimate with
 * `items`). That second question never stops a sale by failing: no answer to it reads as the courier not
 * answering. It also keeps where the last valid pincode is.
 */
export function usePincodeCheck(items: readonly CartItem[]) {
  const [lookUp] = shippingApi.useLazyCheckPincodeQuery();
  const estimate = useDeliveryEstimate();
  const [found, setFound] = useState<{ pincode: string; area: DeliveryArea | undefined }>();

  const check = useCallback(
    async (pincode: string): Promise<boolean | DeliveryAnswer> => {
      // A pincode checked before answers from the cache: post offices do not move.
      const { data, error } = await lookUp({ pin: pincode }, true);
      if (!data) {
        if (errorStatus(error) === 400) return false;
        throw new Error('The pincode lookup did not answer.');
      }
      setFound({ pincode, area: deliveryArea(data) });
      if (!isValidPincodeAnswer(data)) return false;
      if (items.length === 0) return true;
      try {
        return (await estimate(pincode, { items: cartItemsParam(items) })) || UNKNOWN;
      } catch {
        return UNKNOWN;
      }
    },
    [estimate, items, lookUp],
  );

  return { check, areaOf: (pincode: string) => (found?.pincode === pincode ? found.area : undefined) };
}

const UNKNOWN: DeliveryAnswer = { status: 'unknown' };
