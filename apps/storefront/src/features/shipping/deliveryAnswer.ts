import type { GetDeliveryEstimateApiResponse } from '@shop/api-client';
import type { DeliveryAnswer } from '@shop/ui/PincodeBox';

/** The API's delivery estimate in the pincode box's terms: a promise, no courier there, or the courier not answering. */
export function deliveryAnswer(estimate: GetDeliveryEstimateApiResponse): DeliveryAnswer {
  switch (estimate.status) {
    case 'serviceable':
      return { status: 'serviceable', deliverBy: estimate.deliver_by, courier: estimate.courier, cashOnDelivery: estimate.cash_on_delivery };
    case 'not_serviceable':
      return { status: 'not_serviceable' };
    default:
      return { status: 'unknown' };
  }
}

/** A cart line as an estimate needs it. */
export interface EstimatedLine {
  id: number;
  quantity: number;
}

/** A cart as the estimate's `items` takes it: `productId x quantity` pairs, `12x2,15x1`, in the cart's order. */
export function cartItemsParam(lines: readonly EstimatedLine[]): string {
  return lines.map((line) => `${line.id}x${line.quantity}`).join(',');
}
