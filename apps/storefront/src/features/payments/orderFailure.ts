import { errorStatus, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../errors';
import { serverFieldErrors } from '../forms/fieldErrors';

/**
 * The toast for an order the API would not create: the product brief's 'Failed to create order',
 * followed by the server's reason when it gave one: which product is out of stock (the `items`
 * messages name it), why cash on delivery was refused (`payment_method`), why the coupon cannot be used
 * (`coupon_code`), or its detail, such as that the address is not the customer's.
 */
export function orderFailureMessage(error: ShopApiError | undefined, failed: string, failedBecause: (reason: string) => string): string {
  if (errorStatus(error) === undefined) return failed;
  const { items = [], payment_method: paymentMethod = [], coupon_code: coupon = [] } = serverFieldErrors(error, ['items', 'payment_method', 'coupon_code']);
  const reasons = [...items, ...paymentMethod, ...coupon];
  if (reasons.length > 0) return failedBecause(reasons.join(' '));
  const detail = shownDetail(error);
  return detail ? failedBecause(detail) : failed;
}

/** What the checkout shows at its fields after a refused order: the address's problem, the payment method's, the mobile number's, the GSTIN's and the coupon's. */
export interface CheckoutRefusal {
  address?: string;
  paymentMethod?: string;
  mobile?: string;
  gstin?: string;
  businessName?: string;
  coupon?: string;
}

/**
 * The server's first message under `address`, `payment_method`, the WhatsApp number, the GSTIN, the business name
 * and `coupon_code`, each where there is one (the contract names a malformed number `messaging.mobile`; the consent
 * rules name a missing one `mobile`).
 */
export function checkoutRefusal(error: unknown): CheckoutRefusal {
  const fields = serverFieldErrors(error, ['address', 'payment_method', 'mobile', 'messaging.mobile', 'gstin', 'business_name', 'coupon_code']);
  const refusal: CheckoutRefusal = {};
  if (fields.address?.[0]) refusal.address = fields.address[0];
  if (fields.payment_method?.[0]) refusal.paymentMethod = fields.payment_method[0];
  const mobile = fields.mobile?.[0] ?? fields['messaging.mobile']?.[0];
  if (mobile) refusal.mobile = mobile;
  if (fields.gstin?.[0]) refusal.gstin = fields.gstin[0];
  if (fields.business_name?.[0]) refusal.businessName = fields.business_name[0];
  if (fields.coupon_code?.[0]) refusal.coupon = fields.coupon_code[0];
  return refusal;
}
