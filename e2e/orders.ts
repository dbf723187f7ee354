import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { Customer } from './journeys';
import { payAtRazorpay, type CheckoutResult } from './payments/fakeRazorpay';

/**
 * A customer's paid order, for the back-office journeys, placed through the API the way the checkout
 * page places it and paid the way the shop's provider ends a payment: the demo provider's signed answer
 * on the PGlite shop, the fake Razorpay's Checkout answer on the PostgreSQL shop (the real Checkout
 * would load checkout.razorpay.com, which no test may reach). Either is then verified by the shop.
 * Or a cash-on-delivery order, confirmed by its customer.
 */

export interface DeliveryAddress {
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  in_stock: boolean;
}

export interface PaidOrder {
  id: number;
  totalPaise: number;
  /** The provider that took the money, as the shop named it when the order was placed. */
  provider: 'demo' | 'razorpay';
  /** The provider's id of the captured payment. */
  paymentId: string;
  product: ApiProduct;
}

interface Placed {
  headers: { Authorization: string };
  order: { id: number; razorpay_amount: number; razorpay_order_id: string; provider: PaidOrder['provider'] };
  product: ApiProduct;
}

/** Places an order of `quantity` × the `productIndex`-th product in stock, delivered to `address`, as the checkout page does. */
async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  { address, productIndex, quantity, paymentMethod }: { address: DeliveryAddress; productIndex: number; quantity: number; paymentMethod: 'online' | 'cash_on_delivery' },
): Promise<Placed> {
  const login = await request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: { access: string } }).token.access}` };
  const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
  const saved = await request.post('/api/user/addresses/', { headers, data: { user: profile.id, full_name: customer.name, phone: customer.contact, ...address } });
  expect(saved.status(), await saved.text()).toBe(201);
  const product = ((await (await request.get('/api/user/products/')).json()) as ApiProduct[]).filter((candidate) => candidate.in_stock)[productIndex]!;
  const created = await request.post('/api/user/orders/', {
    headers,
    data: { address: ((await saved.json()) as { id: number }).id, items: [{ product: product.id, quantity }], payment_method: paymentMethod },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { headers, order: (await created.json()) as Placed['order'], product };
}

/** Places and pays an order of `quantity` × the `productIndex`-th product in stock, delivered to `address`. */
export async function paidOrder(
  request: APIRequestContext,
  customer: Customer,
  { address, productIndex = 0, quantity = 1 }: { address: DeliveryAddress; productIndex?: number; quantity?: number },
): Promise<PaidOrder> {
  const { headers, order, product } = await placeOrder(request, customer, { address, productIndex, quantity, paymentMethod: 'online' });
  let payment: CheckoutResult;
  if (order.provider === 'razorpay') {
    payment = await payAtRazorpay(request, order.razorpay_order_id);
  } else {
    const demo = await request.post(`/api/user/orders/${order.id}/demo_payment/`, { headers });
    expect(demo.status(), await demo.text()).toBe(200);
    payment = (await demo.json()) as CheckoutResult;
  }
  const verified = await request.post(`/api/user/orders/${order.id}/verify_payment/`, { headers, data: payment });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id: order.id, totalPaise: order.razorpay_amount, provider: order.provider, paymentId: payment.razorpay_payment_id, product };
}

/**
 * A customer's cash-on-delivery order, confirmed by its customer as the order page's Confirm does it (signed in,
 * `cod_confirmation`), so staff may pack and ship it. The address must be one a courier collects cash at, and the
 * order within the owner's limit (₹10,000 by default).
 */
export async function confirmedCashOrder(
  request: APIRequestContext,
  customer: Customer,
  { address, productIndex = 0 }: { address: DeliveryAddress; productIndex?: number },
): Promise<{ id: number }> {
  const { headers, order } = await placeOrder(request, customer, { address, productIndex, quantity: 1, paymentMethod: 'cash_on_delivery' });
  const confirmed = await request.post(`/api/user/orders/${order.id}/cod_confirmation/`, { headers, data: { decision: 'confirm' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id: order.id };
}
