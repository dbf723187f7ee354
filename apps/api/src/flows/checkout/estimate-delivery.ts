/**
 * The delivery line of a product page or a cart: when the parcel would arrive at a PIN code, and whether it
 * could be paid for on delivery there under the owner's rules that do not depend on who buys (the checkout's
 * quote adds the buyer's own).
 */
import type { Schema } from '@shop/contracts';
import { PRODUCT_NOT_FOUND } from '../../catalog';
import type { Database } from '../../db/database';
import { InvalidInputError, NotFoundError, problem } from '../../errors';
import { deliverySettings, packCart, type CartLine, type DeliveryEstimate, type DeliveryEstimator, type DeliverySettings } from '../../shipping';
import { contractLimit } from '../../validation';
import { codRefusal, type CodRefusal } from './cash-on-delivery';
import { priceCheckout } from './price-checkout';

export type DeliveryEstimateView = Schema<'DeliveryEstimate'>;

/** What a cart may hold of one line, as the checkout allows: the query's pattern alone would let 999 through. */
const MAX_QUANTITY = contractLimit('CheckoutItems', 'quantity', 'maximum');

/** The goods an estimate asks about, and the query parameter that names a variant refused as not its product's. */
interface EstimatedGoods {
  lines: CartLine[];
  variantParameter: 'variant' | 'items';
}

/**
 * The goods an estimate asks about: one product (`product_id` with `quantity` and the `variant` chosen, as on
 * its page) or a cart (`items`, `12x2,15:31x1`, each line's variant after a colon), exactly one of the two.
 */
export function cartOfQuery(query: {
  product_id?: number | undefined;
  variant?: number | undefined;
  quantity?: number | undefined;
  items?: string | undefined;
}): EstimatedGoods {
  if ((query.product_id === undefined) === (query.items === undefined)) {
    const eitherOr = problem('product_or_items', 'Give either product_id (with quantity) or items, not both.');
    throw new InvalidInputError({ product_id: [eitherOr], items: [eitherOr] }, eitherOr);
  }
  if (query.items === undefined) {
    return { lines: [{ product: query.product_id!, variant: query.variant, quantity: query.quantity ?? 1 }], variantParameter: 'variant' };
  }
  if (query.variant !== undefined) {
    const misplaced = problem('variant_with_items', 'A variant goes with product_id; name each line’s in items (12:31x2).');
    throw new InvalidInputError({ variant: [misplaced] }, misplaced);
  }
  const lines = query.items.split(',').map((pair) => {
    const [goods, quantity] = pair.split('x');
    const [product, variant] = goods!.split(':').map(Number);
    return { product: product!, variant, quantity: Number(quantity) };
  });
  if (lines.some((line) => line.product < 1 || (line.variant !== undefined && line.variant < 1) || line.quantity < 1 || line.quantity > MAX_QUANTITY)) {
    throw new InvalidInputError(
      { items: [problem('cart_lines_invalid', `Each line is a product id, its variant's after a colon if chosen, and a quantity of 1 to ${MAX_QUANTITY}: 12x2,15:31x1.`)] },
      'Invalid items.',
    );
  }
  return { lines, variantParameter: 'items' };
}

/** An unknown product, or one not on sale, is not found (404), as on its page. */
export async function estimateCartDelivery(
  db: Database,
  estimator: DeliveryEstimator,
  pincode: string,
  goods: EstimatedGoods,
  beforeAsking?: () => Promise<void>,
): Promise<DeliveryEstimateView> {
  const cart = await packCart(db, goods.lines).catch((error: unknown) => {
    // A product page's line names its variant by the query's own `variant`, not as a line of `items`.
    throw goods.variantParameter === 'variant' && error instanceof InvalidInputError
      ? new InvalidInputError({ variant: Object.values(error.problems).flat() }, { code: error.code, message: error.detail })
      : error;
  });
  if (cart.unavailable.length > 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const [estimate, settings] = await Promise.all([estimator.estimate(pincode, cart.parcel, cart.declaredValuePaise, beforeAsking), deliverySettings(db)]);
  // Without the buyer's coupon, which only the checkout knows: the limit is weighed against the full price.
  const paidOnDelivery = priceCheckout({ lines: cart.lines, coupon: null, surveyCredit: null, settings, paymentMethod: 'cash_on_delivery' });
  const refusal = codRefusal({ settings, delivery: estimate, totalPaise: paidOnDelivery.totalPaise });
  return reshapeEstimate(pincode, estimate, refusal, settings);
}

/** The contract's shape; cash on delivery is the shop's answer (`refusal`, null when offered), not only the courier's. */
export function reshapeEstimate(
  pincode: string,
  estimate: DeliveryEstimate,
  refusal: CodRefusal | null,
  settings: Pick<DeliverySettings, 'codMaxOrderPaise'>,
): DeliveryEstimateView {
  return {
    pincode,
    status: estimate.status,
    deliver_by: estimate.deliverBy,
    courier: estimate.courierName,
    cash_on_delivery: refusal === null,
    cash_on_delivery_reason: refusal,
    cash_on_delivery_max_order_paise: settings.codMaxOrderPaise,
  };
}
