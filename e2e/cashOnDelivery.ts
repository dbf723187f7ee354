import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { Customer } from './journeys';
import { readMailTo } from './mail/mailbox';

/**
 * Cash-on-delivery orders for the journeys: a customer's token and saved address, an order placed through the
 * API as the checkout places it (`payment_method: cash_on_delivery`), and the confirmation link the shop mails.
 */

export interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  price: number;
  in_stock: boolean;
}

/** A product of the demo catalogue by a piece of its title, in stock: each journey takes its own, so stock lasts. */
export async function productTitled(request: APIRequestContext, titlePart: string): Promise<ApiProduct> {
  const products = (await (await request.get('/api/user/products/')).json()) as ApiProduct[];
  const product = products.find((candidate) => candidate.title.includes(titlePart) && candidate.in_stock);
  expect(product, `a product in stock titled …${titlePart}…`).toBeDefined();
  return product!;
}

export interface SignedInCustomer {
  token: string;
  headers: { Authorization: string };
  addressId: number;
}

/** Signs the customer in through the API and saves a delivery address in Pune (411001), where couriers collect cash. */
export async function withPuneAddress(request: APIRequestContext, customer: Customer): Promise<SignedInCustomer> {
  const login = await request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { token: { access: string } }).token.access;
  const headers = { Authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
  const saved = await request.post('/api/user/addresses/', {
    headers,
    data: { user: profile.id, full_name: customer.name, phone: customer.contact, address: '7 MG Road, Camp', city: 'Pune', state: 'Maharashtra', zip_code: '411001' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { token, headers, addressId: ((await saved.json()) as { id: number }).id };
}

/** Places a cash-on-delivery order of `quantity` × `product` to the customer's saved address; answers its id. */
export async function codOrder(request: APIRequestContext, signedIn: SignedInCustomer, product: ApiProduct, quantity = 1): Promise<number> {
  const created = await request.post('/api/user/orders/', {
    headers: signedIn.headers,
    data: { address: signedIn.addressId, items: [{ product: product.id, quantity }], payment_method: 'cash_on_delivery' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: number; provider: string };
  expect(order.provider).toBe('cash_on_delivery');
  return order.id;
}

/** The secret of the confirmation link the shop mailed the customer for the order. */
export async function confirmationTokenFor(email: string, orderId: number): Promise<string> {
  const mail = await readMailTo(email, `order #${orderId}, to be paid in cash on delivery`);
  const token = /\/confirm-order\/([A-Za-z0-9_-]{32,64})/.exec(mail.text)?.[1];
  expect(token, 'the confirmation link in the mail').toBeDefined();
  return token!;
}
