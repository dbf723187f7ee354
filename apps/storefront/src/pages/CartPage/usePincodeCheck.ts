import { errorStatus, shopApi } from '@shop/api-client';
import { useCallback, useState } from 'react';
import { deliveryArea, isValidPincodeAnswer, type DeliveryArea } from '../../features/shipping/pincodeAnswer';

/**
 * The cart's pincode check through GET /api/user/pincode/{pin}: resolves true when the first
 * element's Status is 'Success', false for 'Error' or a PIN the API refuses as malformed (400), and
 * throws when there was no answer (the box then says the check failed, not that the PIN is wrong).
 * It also keeps where the last valid pincode is.
 */
export function usePincodeCheck() {
  const [lookUp] = shopApi.useLazyCheckPincodeQuery();
  const [found, setFound] = useState<{ pincode: string; area: DeliveryArea | undefined }>();

  const check = useCallback(
    async (pincode: string): Promise<boolean> => {
      // A pincode checked before answers from the cache: post offices do not move.
      const { data, error } = await lookUp({ pin: pincode }, true);
      if (data) {
        setFound({ pincode, area: deliveryArea(data) });
        return isValidPincodeAnswer(data);
      }
      if (errorStatus(error) === 400) return false;
      throw new Error('The pincode lookup did not answer.');
    },
    [lookUp],
  );

  return { check, areaOf: (pincode: string) => (found?.pincode === pincode ? found.area : undefined) };
}
