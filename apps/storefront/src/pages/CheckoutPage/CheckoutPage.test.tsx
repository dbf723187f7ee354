// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, type CartItem } from '../../features/cart/cartSlice';
import { TOKEN_STORAGE_KEY } from '../../features/session/sessionStorage';
import { CheckoutPage } from './CheckoutPage';
import { SessionProvider } from '../../features/session';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The pack of 20: the quote and the order name it. */
const SPIKES: CartItem = { id: 12, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.webp', price: 1499, max_price: 1999, variant: 31, variantLabel: 'Pack of 20 (6 m)', quantity: 2, productTotal: 2998 };
const PROFILE = { id: 5, name: 'Asha', email: 'asha@example.com', contact: '9876543210', address: '', city: '', state: '', postalcode: '', gstin: null, business_name: null };
const ADDRESS = { id: 7, user: 5, full_name: 'Asha Rao', phone: '9876543210', address: '12 MG Road', address_line2: '', city: 'Pune', state: 'Maharashtra', zip_code: '411001' };
const DELIVERY = {
  pincode: '411001',
  status: 'serviceable',
  deliver_by: '2025-11-27',
  courier: 'Demo Surface',
  cash_on_delivery: true,
  cash_on_delivery_reason: null,
  cash_on_delivery_max_order_paise: 1_000_000,
};
const SPIKE10 = { code: 'SPIKE10', description: '10% off Bird Spikes', discount_paise: 29_980, lines: [{ product: 12, variant: 31, discount_paise: 29_980 }] };
const USED = { detail: 'This coupon cannot be used.', errors: { coupon_code: ['You have already used this coupon.'] } };

interface Sent {
  path: string;
  body?: { code?: string | null; coupon_code?: string | null; payment_method?: string; address?: number; items?: unknown };
}

let sent: Sent[];
/** The customer's saved addresses. */
let addresses: (typeof ADDRESS)[];
/** The profile's answer waits for this (the customer's own page, which the server cannot render, is on its way). */
let profileSent: Promise<void>;
/** The addresses' answer waits for this, and is a failure while `addressesFail` holds. */
let addressesSent: Promise<void>;
let addressesFail: boolean;
/** Whether the shop takes SPIKE10 in a quote and in an order, for this customer. */
let takes: { quote: boolean; order: boolean };
/** The customer's paid survey fee the quote takes off the goods, if any. */
let surveyCredit: { booking_id: number; invoice_number: string | null; amount_paise: number; last_day: string } | null;

const quoteFor = (couponCode: string | null | undefined) => ({
  subtotal_paise: 299_800,
  discount_paise: couponCode ? 29_980 : 0,
  coupon: couponCode ? SPIKE10 : null,
  shipping_paise: 0,
  survey_credit: surveyCredit,
  delivery: DELIVERY,
  cash_on_delivery: { available: true, fee_paise: 4_900, reason: null, max_order_paise: 1_000_000 },
});

/** The cart's price before the quote, as the server adds it up: two packs at ₹1,499, shipped free. */
const cartPriceFor = (code: string | null | undefined) => ({
  lines: [{ product: 12, variant: 31, quantity: 2, unit_price_paise: 149_900, line_total_paise: 299_800, discount_paise: code ? 29_980 : 0 }],
  subtotal_paise: 299_800,
  discount_paise: code ? 29_980 : 0,
  coupon: code ? SPIKE10 : null,
  shipping_paise: 0,
  free_shipping_shortfall_paise: null,
  total_paise: code ? 269_820 : 299_800,
});

beforeEach(() => {
  sent = [];
  addresses = [ADDRESS];
  takes = { quote: true, order: true };
  surveyCredit = null;
  profileSent = Promise.resolve();
  addressesSent = Promise.resolve();
  addressesFail = false;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? ((await request.json()) as Sent['body']) : undefined;
      sent.push({ path, body });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      switch (path) {
        case '/api/user/site/':
          return json({ shipping: { fee_paise: 9_900, free_from_paise: 99_900 } });
        case '/api/user/profile/':
          await profileSent;
          return json(PROFILE);
        case '/api/user/addresses/5/':
          await addressesSent;
          return addressesFail ? json({ detail: 'Try again later.' }, 503) : json(addresses);
        case '/api/user/coupons/check/':
          return json(SPIKE10);
        case '/api/user/cart/price/':
          return json(cartPriceFor(body?.code));
        case '/api/user/orders/quote/':
          return body?.coupon_code && !takes.quote ? json(USED, 400) : json(quoteFor(body?.coupon_code));
        case '/api/user/orders/':
          return body?.coupon_code && !takes.order ? json(USED, 400) : json({ detail: 'Not now.' }, 409);
        default:
          return json({ detail: 'Not found.' }, 404);
      }
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY), onUnexpectedError: () => {} });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderCheckout() {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items: [SPIKES], couponCode: 'SPIKE10' } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <SessionProvider isServedDocument={false}>
          <MemoryRouter initialEntries={['/checkout']}>
            <CheckoutPage />
          </MemoryRouter>
        </SessionProvider>
      </Provider>,
    );
  });
  return store;
}

/** Waits until `check` passes, letting React render between tries. */
async function eventually(check: () => void, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** The summary's amounts as "label: figure" lines. */
function amounts(): string[] {
  return [...document.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
}

function couponField(): HTMLInputElement | null {
  const label = [...document.querySelectorAll('label')].find((element) => element.textContent === 'Coupon code');
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement) : null;
}

const quotedCoupons = () => sent.filter((request) => request.path === '/api/user/orders/quote/').map((request) => request.body?.coupon_code);
const chosenAddress = () => document.querySelector<HTMLInputElement>('input[type="radio"][value="7"]')?.checked;

it('quotes the cart’s lines, each in its variant, with its coupon, and shows the discount and the total after it', async () => {
  await renderCheckout();
  await eventually(() => expect(amounts()).toContain('Coupon SPIKE10: -Rs.299.80'));
  expect(quotedCoupons()).toEqual(['SPIKE10']);
  expect(sent.find((request) => request.path === '/api/user/orders/quote/')?.body).toMatchObject({ items: [{ product: 12, variant: 31, quantity: 2 }] });
  const line = [...document.querySelectorAll('li')].find((item) => item.textContent?.startsWith('Bird Spikes'));
  expect(line?.textContent).toContain('Pack of 20 (6 m)');
  expect(amounts()).toEqual(['Items Subtotal: Rs.2,998', 'Coupon SPIKE10: -Rs.299.80', 'Shipping: Free', 'Amount to be paid: Rs.2,698.20']);
  expect(document.querySelector('[role="status"]:has(> span[id])')?.textContent).toContain('You save Rs.299.80');
});

it('takes the customer’s site survey fee off after the coupon, named by its survey, and says so in words under the amounts', async () => {
  surveyCredit = { booking_id: 12, invoice_number: 'BSI/26-27/000042', amount_paise: 49_900, last_day: '2026-08-31' };
  await renderCheckout();
  await eventually(() => expect(amounts()).toContain('Site survey fee adjusted (survey #12): -Rs.499'));
  expect(amounts()).toEqual(['Items Subtotal: Rs.2,998', 'Coupon SPIKE10: -Rs.299.80', 'Site survey fee adjusted (survey #12): -Rs.499', 'Shipping: Free', 'Amount to be paid: Rs.2,199.20']);
  expect(document.body.textContent).toContain('The ₹499 you paid for your site survey (invoice BSI/26-27/000042) is taken off the products in this order. Shipping and fees are not.');
});

it('takes off a coupon the quote refuses, with the reason at the coupon box, and quotes again without it', async () => {
  takes.quote = false;
  const store = await renderCheckout();
  await eventually(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('You have already used this coupon.'));
  expect(store.getState().cart.couponCode).toBeNull();
  expect(couponField()?.value).toBe('SPIKE10');
  expect(couponField()?.getAttribute('aria-invalid')).toBe('true');
  await eventually(() => expect(amounts()).toEqual(['Items Subtotal: Rs.2,998', 'Shipping: Free', 'Amount to be paid: Rs.2,998']));
  expect(quotedCoupons()).toEqual(['SPIKE10', undefined]);
  expect(chosenAddress()).toBe(true);
});

it('takes off a coupon the order refuses, keeping the address and the payment choice, and quotes again', async () => {
  takes.order = false;
  const store = await renderCheckout();
  await eventually(() => expect(amounts()).toContain('Coupon SPIKE10: -Rs.299.80'));
  const cashOnDelivery = document.querySelector<HTMLInputElement>('input[type="radio"][value="cash_on_delivery"]');
  await act(async () => cashOnDelivery?.click());
  const placeOrder = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Place order');
  await act(async () => placeOrder?.click());

  await eventually(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('You have already used this coupon.'));
  const order = sent.find((request) => request.path === '/api/user/orders/');
  expect(order?.body).toMatchObject({ address: 7, items: [{ product: 12, variant: 31, quantity: 2 }], payment_method: 'cash_on_delivery', coupon_code: 'SPIKE10' });
  expect(store.getState().cart.couponCode).toBeNull();
  await eventually(() => expect(quotedCoupons()).toEqual(['SPIKE10', undefined]));
  expect(chosenAddress()).toBe(true);
  expect(document.querySelector<HTMLInputElement>('input[type="radio"][value="cash_on_delivery"]')?.checked).toBe(true);
  expect(store.getState().cart.items).toEqual([SPIKES]);
});

it('shows the server’s price of the cart and its coupon before there is an address to quote', async () => {
  addresses = [];
  await renderCheckout();
  await eventually(() => expect(amounts()).toEqual(['Items Subtotal: Rs.2,998', 'Coupon SPIKE10: -Rs.299.80', 'Shipping: Free', 'Amount to be paid: Rs.2,698.20']));
  expect(sent.find((request) => request.path === '/api/user/cart/price/')?.body).toEqual({ code: 'SPIKE10', items: [{ product: 12, variant: 31, quantity: 2 }] });
  expect(quotedCoupons()).toEqual([]);
});

it('holds the address section’s place, shows the cart’s summary and takes a press on Add New Address while the profile is on its way', async () => {
  let sendProfile = () => {};
  profileSent = new Promise((resolve) => (sendProfile = resolve));
  await renderCheckout();
  await eventually(() => expect(amounts()).toEqual(['Items Subtotal: Rs.2,998', 'Coupon SPIKE10: -Rs.299.80', 'Shipping: Free', 'Amount to be paid: Rs.2,698.20']));
  const addressSection = document.querySelector('section[aria-labelledby]')!;
  expect(addressSection.textContent).toContain('Delivery address');
  expect(addressSection.querySelector('[role="progressbar"]')).not.toBeNull();
  expect(document.body.textContent).toContain('Bird Spikes');
  expect(document.body.textContent).not.toContain('Order updates');
  expect(sent.some((request) => request.path.startsWith('/api/user/addresses/'))).toBe(false);
  // 'Add New Address' pressed before the profile has come opens its form once it has.
  const addNew = [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Add New Address'));
  expect(addNew?.disabled).toBe(false);
  await act(async () => addNew?.click());
  expect(document.querySelector('[role="dialog"]')).toBeNull();

  sendProfile();
  await eventually(() => expect(chosenAddress()).toBe(true));
  expect(document.body.textContent).toContain('Order updates');
  expect(document.body.textContent).toContain('GST invoice');
  await eventually(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Add New Address'));
});

it('holds the sections under the addresses until they come, so a second saved address does not push them down', async () => {
  let sendAddresses = () => {};
  addressesSent = new Promise((resolve) => (sendAddresses = resolve));
  addresses = [ADDRESS, { ...ADDRESS, id: 8, full_name: 'Ravi Rao', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zip_code: '700016' }];
  await renderCheckout();
  await eventually(() => expect(sent.some((request) => request.path === '/api/user/addresses/5/')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('section[aria-labelledby] [role="progressbar"]')).not.toBeNull();
  expect(document.body.textContent).not.toContain('Order updates');
  expect(document.body.textContent).not.toContain('GST invoice');

  sendAddresses();
  await eventually(() => expect(document.querySelectorAll('input[type="radio"][name]').length).toBeGreaterThanOrEqual(2));
  expect(document.body.textContent).toContain('Ravi Rao');
  expect(document.body.textContent).toContain('Order updates');
  expect(document.body.textContent).toContain('GST invoice');
});

it('shows the sections under a list of addresses that failed to come, and keeps them while the shopper tries again', async () => {
  addressesFail = true;
  await renderCheckout();
  await eventually(() => expect(document.body.textContent).toContain('We could not load your addresses just now.'));
  expect(document.body.textContent).toContain('Order updates');

  let sendAddresses = () => {};
  addressesSent = new Promise((resolve) => (sendAddresses = resolve));
  addressesFail = false;
  const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
  await act(async () => retry.click());
  await eventually(() => expect(sent.filter((request) => request.path === '/api/user/addresses/5/')).toHaveLength(2));
  expect(document.body.textContent).toContain('Order updates');

  sendAddresses();
  await eventually(() => expect(chosenAddress()).toBe(true));
  expect(document.body.textContent).toContain('Order updates');
});
