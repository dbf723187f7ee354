/**
 * What placing an order needs, for tests that place orders through the domain rather than HTTP: the demo
 * carrier's delivery answers (from the bundled pincode directory, offline), the shop's public address and
 * the default limits on unpaid orders.
 */
import { DEFAULT_UNPAID_ORDER_LIMITS } from '../../src/orders/unpaid-limits';
import type { Checkout } from '../../src/flows/checkout/place-order';
import type { PaymentGateway } from '../../src/payments/gateway';
import { createDeliveryEstimator } from '../../src/shipping/delivery-estimate';
import { createDemoCarrier } from '../../src/shipping/demo-carrier';
import { DEMO_RETURN_TO } from './shipments';

export function checkoutWith(gateway: PaymentGateway, overrides: Partial<Omit<Checkout, 'gateway'>> = {}): Checkout {
  return {
    gateway,
    estimator: createDeliveryEstimator({ carrier: createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 }), pickupPincode: '400069', courierChoice: 'cheapest' }),
    siteUrl: 'https://shop.example.test',
    unpaidLimits: DEFAULT_UNPAID_ORDER_LIMITS,
    ...overrides,
  };
}
