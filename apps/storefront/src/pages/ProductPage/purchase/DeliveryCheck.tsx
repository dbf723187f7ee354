import { PincodeBox } from '@shop/ui/PincodeBox';
import { deliveryCopy } from '../../../copy/delivery';
import { useDeliveryEstimate } from '../../../features/shipping/useDeliveryEstimate';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { timings } from '../../../shared/timings';

const copy = deliveryCopy.product;

export interface DeliveryCheckProps {
  productId: number;
  /** The variant chosen: its parcel is the one weighed. None for a product with nothing to choose. */
  variantId: number | undefined;
  quantity: number;
}

/**
 * "Check delivery": when this product, in the variant and quantity chosen, would arrive at a pincode, with which
 * courier and whether it can be paid for on delivery there. A promise already shown is asked for again when
 * another variant is chosen or the quantity settles on another number: a heavier parcel or a larger total can
 * change it.
 */
export function DeliveryCheck({ productId, variantId, quantity }: DeliveryCheckProps) {
  const estimate = useDeliveryEstimate();
  const settledQuantity = useDebouncedValue(quantity, timings.deliveryRecheckMs);
  return (
    <PincodeBox
      label={copy.label}
      description={copy.hint}
      checkLabel={copy.check}
      checkingLabel={copy.checking}
      invalidMessage={copy.invalid}
      failedMessage={copy.failed}
      deliveryLabels={deliveryCopy.answer}
      onCheck={(pincode) => estimate(pincode, { productId, variant: variantId, quantity })}
      recheckKey={`${variantId ?? ''}x${settledQuantity}`}
    />
  );
}
