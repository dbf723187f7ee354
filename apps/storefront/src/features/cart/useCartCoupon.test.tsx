// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { couponCopy } from '../../copy/coupon';
import { useAppSelector } from '../storeHooks';
import { cartReducer, removeFromCart, replaceCart, selectCartItems, setQuantity, type CartItem } from './cartSlice';
import { useCartCoupon, type CartCoupon } from './useCartCoupon';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SPIKES: CartItem = { id: 12, slug: 'spikes', title: 'Spikes', image1: '/media/a.webp', price: 1499, max_price: 1999, variant: null, variantLabel: '', quantity: 1, productTotal: 1499 };
const NET: CartItem = { id: 15, slug: 'net', title: 'Net', image1: '/media/b.webp', price: 500, max_price: 500, variant: null, variantLabel: '', quantity: 1, productTotal: 500 };

const SPIKE10 = { code: 'SPIKE10', description: '10% off Bird Spikes on orders of ₹999 or more', lines: [] };
const NEEDS_MORE = { detail: 'This coupon cannot be used.', errors: { code: ['This coupon needs an order of ₹999 or more.'] } };

interface Check {
  code: string;
  items: { product: number; variant?: number; quantity: number }[];
}
type PriceAsk = Omit<Check, 'code'> & { code?: string | null };

/** The cart's price as the shop adds it up, with SPIKE10 taking `discount` off when asked with it. */
const priceWith = (ask: PriceAsk, discount = 14_990) => ({
  lines: [],
  subtotal_paise: 199_900,
  discount_paise: ask.code ? discount : 0,
  coupon: ask.code ? { ...SPIKE10, discount_paise: discount } : null,
  shipping_paise: 0,
  free_shipping_shortfall_paise: null,
  total_paise: 199_900 - (ask.code ? discount : 0),
});

let checks: Check[];
let prices: PriceAsk[];
/** The shop's answer to a check: the status and the body. */
let answer: (check: Check) => [number, unknown];
/** The shop's answer to a price. */
let priceAnswer: (ask: PriceAsk) => [number, unknown];
/** What a check's answer waits for, when set. */
let checkHeld: Promise<void> | undefined;

beforeEach(() => {
  checks = [];
  prices = [];
  answer = () => [200, { ...SPIKE10, discount_paise: 14_990 }];
  priceAnswer = (ask) => [200, priceWith(ask)];
  checkHeld = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const asked = (await request.json()) as Check;
      let reply: [number, unknown];
      if (new URL(request.url).pathname === '/api/user/cart/price/') {
        prices.push(asked);
        reply = priceAnswer(asked);
      } else {
        checks.push(asked);
        await checkHeld;
        reply = answer(asked);
      }
      const [status, body] = reply;
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {} });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * Waits until `check` passes, letting React render between tries: updates made inside one `act` wait for its
 * end, so a debounce that fires within it would never show.
 */
async function eventually(check: () => void, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** The cart page as far as the coupon goes: the store's lines, and the hook. */
async function renderCart(items: CartItem[], couponCode: string | null) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items, couponCode } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const seen: { coupon?: CartCoupon; renders: number } = { renders: 0 };
  function Probe() {
    seen.renders += 1;
    seen.coupon = useCartCoupon(useAppSelector(selectCartItems));
    return null;
  }
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
  });
  const coupon = () => seen.coupon!;
  return { store, coupon, renders: () => seen.renders };
}

it('applies a code typed in any case on the shop’s yes, for the cart’s lines, and keeps it in the cart', async () => {
  const { store, coupon } = await renderCart([SPIKES, NET], null);
  let result;
  await act(async () => {
    result = await coupon().apply(' spike10 ');
  });
  expect(result).toEqual({ ok: true });
  expect(checks).toEqual([{ code: 'SPIKE10', items: [{ product: 12, quantity: 1 }, { product: 15, quantity: 1 }] }]);
  expect(store.getState().cart.couponCode).toBe('SPIKE10');
  expect(coupon().discount).toMatchObject({ code: 'SPIKE10', discount_paise: 14_990 });
  // Applying asked the check once; the cart's price is then asked with the code.
  await eventually(() => expect(prices.at(-1)).toEqual({ code: 'SPIKE10', items: [{ product: 12, quantity: 1 }, { product: 15, quantity: 1 }] }));
  expect(checks).toHaveLength(1);
  expect(coupon().price.price?.discount_paise).toBe(14_990);
});

it('draws the page that holds it again for the answer to a check, not for sending it, and stores nothing of the check', async () => {
  const { store, coupon, renders } = await renderCart([SPIKES], null);
  await eventually(() => expect(coupon().price.price).toBeDefined());
  let answerCheck!: () => void;
  checkHeld = new Promise((resolve) => (answerCheck = resolve));
  const before = renders();
  let applying!: Promise<unknown>;
  await act(async () => {
    applying = coupon().apply('SPIKE10');
  });
  await eventually(() => expect(checks).toHaveLength(1));
  // Sent and not yet answered: the Apply tap's frame has the coupon box to draw, not the cart page.
  expect(renders()).toBe(before);
  answerCheck();
  await act(async () => {
    await applying;
  });
  expect(renders()).toBeGreaterThan(before);
  expect(store.getState()[shopApi.reducerPath].mutations).toEqual({});
});

it('gives the shop’s reason for a refused code, and keeps none', async () => {
  answer = () => [400, NEEDS_MORE];
  const { store, coupon } = await renderCart([NET], null);
  let result;
  await act(async () => {
    result = await coupon().apply('SPIKE10');
  });
  expect(result).toEqual({ ok: false, message: 'This coupon needs an order of ₹999 or more.' });
  expect(store.getState().cart.couponCode).toBeNull();
});

it('says to wait when the shop limits checks, and that the check failed when there was no answer', async () => {
  const { coupon } = await renderCart([SPIKES], null);
  answer = () => [429, { detail: 'Too many requests.' }];
  let result;
  await act(async () => {
    result = await coupon().apply('SPIKE10');
  });
  expect(result).toEqual({ ok: false, message: couponCopy.tooMany });
  answer = () => [0, null];
  await act(async () => {
    await expect(coupon().apply('SPIKE10')).rejects.toBeDefined();
  });
});

it('prices a coupon kept with the cart on arrival', async () => {
  const { coupon } = await renderCart([SPIKES], 'SPIKE10');
  await eventually(() => expect(coupon().discount?.discount_paise).toBe(14_990));
  expect(prices).toEqual([{ code: 'SPIKE10', items: [{ product: 12, quantity: 1 }] }]);
  expect(checks).toEqual([]);
  expect(coupon().price).toMatchObject({ price: { total_paise: 184_910 }, isUpdating: false, isFailed: false });
});

it('asks again once the lines settle after a change, and takes off a coupon the changed cart no longer qualifies for', async () => {
  const { store, coupon } = await renderCart([SPIKES, NET], 'SPIKE10');
  await eventually(() => expect(coupon().discount).toBeDefined());

  priceAnswer = (ask) => (ask.code && ask.items.length === 1 ? [400, NEEDS_MORE] : [200, priceWith(ask, 29_980)]);
  await act(async () => {
    store.dispatch(setQuantity({ id: 12, variant: null, quantity: 2 }));
    store.dispatch(setQuantity({ id: 12, variant: null, quantity: 3 }));
    store.dispatch(setQuantity({ id: 12, variant: null, quantity: 2 }));
  });
  // The last figures stay meanwhile, marked as updating.
  expect(coupon().price).toMatchObject({ price: { discount_paise: 14_990 }, isUpdating: true });
  await eventually(() => expect(coupon().discount?.discount_paise).toBe(29_980));
  // Three presses, one question.
  expect(prices).toHaveLength(2);
  expect(prices[1]?.items).toEqual([{ product: 12, quantity: 2 }, { product: 15, quantity: 1 }]);

  await act(async () => {
    store.dispatch(removeFromCart({ id: 12, variant: null }));
  });
  await eventually(() => expect(store.getState().cart.couponCode).toBeNull());
  expect(coupon().dropped).toEqual({ code: 'SPIKE10', reason: 'This coupon needs an order of ₹999 or more.' });
  expect(coupon().discount).toBeUndefined();
  // Priced again without it.
  await eventually(() => expect(prices.at(-1)).toEqual({ items: [{ product: 15, quantity: 1 }] }));
  expect(checks).toEqual([]);
});

it('names each line’s variant, and asks again when a line becomes another variant of its product', async () => {
  const { store, coupon } = await renderCart([{ ...SPIKES, variant: 32, variantLabel: 'Pack of 20 (6 m)' }], 'SPIKE10');
  await eventually(() => expect(coupon().discount).toBeDefined());
  expect(prices).toEqual([{ code: 'SPIKE10', items: [{ product: 12, variant: 32, quantity: 1 }] }]);

  // Another tab swapped the pack of 20 for the pack of 10: the same product and quantity, another line.
  await act(async () => {
    store.dispatch(replaceCart([{ ...SPIKES, variant: 31, variantLabel: 'Pack of 10 (3 m)' }]));
  });
  await eventually(() => expect(prices).toHaveLength(2));
  expect(prices[1]?.items).toEqual([{ product: 12, variant: 31, quantity: 1 }]);
});

it('keeps the coupon when the price could not be had, and says the figures failed: the checkout’s quote decides', async () => {
  priceAnswer = () => [503, { detail: 'Unavailable.' }];
  const { store, coupon } = await renderCart([SPIKES], 'SPIKE10');
  await eventually(() => expect(coupon().price.isFailed).toBe(true));
  expect(store.getState().cart.couponCode).toBe('SPIKE10');
  expect(coupon().dropped).toBeNull();

  priceAnswer = (ask) => [200, priceWith(ask)];
  await act(async () => coupon().price.retry());
  await eventually(() => expect(coupon().price).toMatchObject({ price: { discount_paise: 14_990 }, isFailed: false }));
  expect(prices).toHaveLength(2);
});
