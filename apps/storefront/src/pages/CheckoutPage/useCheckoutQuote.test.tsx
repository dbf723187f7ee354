// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer } from '../../features/cart/cartSlice';
import { useCheckoutQuote, type CheckoutQuote } from './useCheckoutQuote';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LINES = [{ id: 12, variant: null, quantity: 2 }];
const DELIVERY = {
  pincode: '411001',
  status: 'serviceable',
  deliver_by: '2025-11-27',
  courier: 'Demo Surface',
  cash_on_delivery: true,
  cash_on_delivery_reason: null,
  cash_on_delivery_max_order_paise: 1_000_000,
};
const COD = { available: true, fee_paise: 4_900, reason: null, max_order_paise: 1_000_000 };
const SPIKE10 = { code: 'SPIKE10', description: '10% off Bird Spikes', discount_paise: 29_980, lines: [{ product: 12, discount_paise: 29_980 }] };
const USED = { detail: 'This coupon cannot be used.', errors: { coupon_code: ['You have already used this coupon.'] } };

interface QuoteRequest {
  address: number;
  items: { product: number; quantity: number }[];
  coupon_code?: string | null;
}

let asked: QuoteRequest[];
let answer: (request: QuoteRequest) => [number, unknown];

beforeEach(() => {
  asked = [];
  answer = (request) =>
    request.coupon_code
      ? [200, { subtotal_paise: 299_800, discount_paise: 29_980, coupon: SPIKE10, shipping_paise: 0, delivery: DELIVERY, cash_on_delivery: COD }]
      : [200, { subtotal_paise: 299_800, discount_paise: 0, coupon: null, shipping_paise: 0, delivery: DELIVERY, cash_on_delivery: COD }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = (await request.json()) as QuoteRequest;
      asked.push(body);
      const [status, json] = answer(body);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => 'token', onUnexpectedError: () => {} });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The checkout as far as its quote goes: the chosen address, the cart's lines and the coupon, which a refusal takes off. */
async function renderQuote(couponCode: string | null) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const seen: { state?: CheckoutQuote; refusals: string[]; renderAgain: () => void; renders: number; store: typeof store } = {
    refusals: [],
    renderAgain: () => undefined,
    renders: 0,
    store,
  };
  function Probe() {
    seen.renders += 1;
    const [code, setCode] = useState(couponCode);
    // Something else on the page changing: the checkout renders again for its session, profile and addresses.
    const [, setRenders] = useState(0);
    seen.renderAgain = () => setRenders((count) => count + 1);
    seen.state = useCheckoutQuote(7, LINES, code, (reason) => {
      seen.refusals.push(reason);
      setCode(null);
    }).state;
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
  return seen;
}

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

it('asks with the coupon, and answers with its discount', async () => {
  const seen = await renderQuote('SPIKE10');
  await eventually(() => expect(seen.state?.phase).toBe('ready'));
  expect(asked).toEqual([{ address: 7, items: [{ product: 12, quantity: 2 }], coupon_code: 'SPIKE10' }]);
  expect(seen.state).toMatchObject({ quote: { discount_paise: 29_980, coupon: SPIKE10 } });
});

it('draws the checkout again for the answer, not for asking, and stores nothing of the question', async () => {
  const seen = await renderQuote(null);
  await eventually(() => expect(seen.state?.phase).toBe('ready'));
  // The render that asked, and the answer's.
  expect(seen.renders).toBe(2);
  expect(seen.store.getState()[shopApi.reducerPath].mutations).toEqual({});
});

it('asks without a coupon when there is none', async () => {
  const seen = await renderQuote(null);
  await eventually(() => expect(seen.state?.phase).toBe('ready'));
  expect(asked).toEqual([{ address: 7, items: [{ product: 12, quantity: 2 }] }]);
});

it('hands a refused coupon’s reason on, and quotes again without it instead of failing', async () => {
  answer = (request) =>
    request.coupon_code
      ? [400, USED]
      : [200, { subtotal_paise: 299_800, discount_paise: 0, coupon: null, shipping_paise: 0, delivery: DELIVERY, cash_on_delivery: COD }];
  const seen = await renderQuote('SPIKE10');
  await eventually(() => expect(seen.state?.phase).toBe('ready'));
  expect(seen.refusals).toEqual(['You have already used this coupon.']);
  expect(asked.map((request) => request.coupon_code)).toEqual(['SPIKE10', undefined]);
  expect(seen.state).toMatchObject({ quote: { discount_paise: 0, coupon: null } });
});

it('fails as before for a refusal that is not the coupon’s', async () => {
  answer = () => [400, { detail: 'Please select a delivery address.', errors: { address: ['Choose one of your saved delivery addresses.'] } }];
  const seen = await renderQuote('SPIKE10');
  await eventually(() => expect(seen.state?.phase).toBe('failed'));
  expect(seen.refusals).toEqual([]);
  expect(seen.state).toEqual({ phase: 'failed', detail: 'Please select a delivery address.' });
});

it('answers the same state while the quote stays as it is, however often the page renders', async () => {
  const seen = await renderQuote(null);
  await eventually(() => expect(seen.state?.phase).toBe('ready'));
  const ready = seen.state;
  await act(async () => seen.renderAgain());
  await act(async () => seen.renderAgain());
  expect(seen.state).toBe(ready);
  expect(asked).toHaveLength(1);
});
