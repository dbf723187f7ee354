import { PincodeBox } from '@shop/ui/PincodeBox';
import { deliveryCopy } from '../../../copy/delivery';
import { useDeliveryEstimate } from '../../../features/shipping/useDeliveryEstimate';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { timings } from '../../../shared/timings';

const copy = deliveryCopy.product;

export interface DeliveryCheckProps {
  productId: number;
  quantity: number;
}

/**
 * "Check delivery": when this product, in the quantity chosen, would arrive at a pincode, with which courier and
 * whether it can be paid for on delivery there. A promise already shown is asked for again when the quantity
 * settles on another number: a heavier parcel or a larger total can change it.
 */
export function DeliveryCheck({ productId, quantity }: DeliveryCheckProps) {
  const estimate = useDeliveryEstimate();
  const recheckKey = useDebouncedValue(quantity, timings.deliveryRecheckMs);
  return (
    <PincodeBox
      label={copy.label}
      description={copy.hint}
      checkLabel={copy.check}
      checkingLabel={copy.checking}
      invalidMessage={copy.invalid}
      failedMessage={copy.failed}
      deliveryLabels={deliveryCopy.answer}
      onCheck={(pincode) => estimate(pincode, { productId, quantity })}
      recheckKey={recheckKey}
    />
  );
}
