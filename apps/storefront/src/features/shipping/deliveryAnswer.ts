import type { GetDeliveryEstimateApiResponse } from '@shop/api-client';
import { formatRupees } from '@shop/rules/money';
import { paiseToRupees } from '@shop/rules';
import type { DeliveryAnswer } from '@shop/ui/PincodeBox';
import { deliveryCopy } from '../../copy/delivery';

const because = deliveryCopy.answer.noCashOnDeliveryBecause;

/** The API's delivery estimate in the pincode box's terms: a promise, no courier there, or the courier not answering. */
export function deliveryAnswer(estimate: GetDeliveryEstimateApiResponse): DeliveryAnswer {
  switch (estimate.status) {
    case 'serviceable':
      return {
        status: 'serviceable',
        deliverBy: estimate.deliver_by,
        courier: estimate.courier,
        cashOnDelivery: estimate.cash_on_delivery,
        noCashOnDeliveryReason: noCashOnDeliveryReason(estimate),
      };
    case 'not_serviceable':
      return { status: 'not_serviceable' };
    default:
      return { status: 'unknown' };
  }
}

/** Why this cart cannot be paid for on delivery there, in the shop's words; null when it can, or for no reason given. */
function noCashOnDeliveryReason(estimate: GetDeliveryEstimateApiResponse): string | null {
  switch (estimate.cash_on_delivery_reason) {
    case 'switched_off':
    case 'not_serviceable':
      return because[estimate.cash_on_delivery_reason];
    case 'over_limit':
      return because.over_limit(formatRupees(paiseToRupees(estimate.cash_on_delivery_max_order_paise)));
    default:
      return null;
  }
}

/** A cart line as an estimate needs it: the product, the variant chosen (none: its default) and how many. */
export interface EstimatedLine {
  id: number;
  variant?: number | null | undefined;
  quantity: number;
}

/**
 * A cart as the estimate's `items` takes it, in the cart's order: `productId x quantity` lines with the variant
 * after a colon, `12:31x2,15x1`, so each pack's own parcel is weighed.
 */
export function cartItemsParam(lines: readonly EstimatedLine[]): string {
  return lines.map((line) => `${line.id}${line.variant == null ? '' : `:${line.variant}`}x${line.quantity}`).join(',');
}
