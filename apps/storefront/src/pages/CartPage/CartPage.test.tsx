// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, removeFromCart, setQuantity, type CartItem } from '../../features/cart/cartSlice';
import { ServedPageContext } from '../../shared/servedPage';
import { CartPage } from './CartPage';
import { CartTable } from './CartTable';

/**
 * The parts of the page that hydrate apart, as the real one is to its parent (memoised: rendered again only when
 * handed new children), counting each render by what it holds.
 */
const partRenders = vi.hoisted(() => new Map<unknown, number>());
vi.mock('../../shared/HydrateApart', async () => {
  const { memo, Suspense } = await import('react');
  return {
    HydrateApart: memo(function HydrateApart({ children }: { children: ReactElement; whenSeen?: boolean }) {
      partRenders.set(children.type, (partRenders.get(children.type) ?? 0) + 1);
      return <Suspense>{children}</Suspense>;
    }),
  };
});

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Two packs of clips, ₹1,198: over the shop's ₹999 for free shipping, until a coupon takes 30% off. */
const CLIPS: CartItem = { id: 3, slug: 'clips', title: 'Spike Clips', image1: '/media/c.webp', price: 599, max_price: 699, variant: 31, variantLabel: 'Pack of 50', quantity: 2, productTotal: 1198 };
const NET: CartItem = { id: 4, slug: 'net', title: 'Bird Net', image1: '/media/n.webp', price: 500, max_price: 500, variant: null, variantLabel: '', quantity: 1, productTotal: 500 };
const SPIKE30 = { code: 'SPIKE30', description: '30% off Spike Clips', discount_paise: 35_940, lines: [{ product: 3, variant: 31, discount_paise: 35_940 }] };
const notUsable = (code: string) => ({ detail: 'Invalid request.', errors: { code: [`There is no coupon ${code} you can use now. Check the code and try again.`] } });
const coversNothing = { detail: 'Invalid request.', errors: { code: ['This coupon covers nothing in your cart.'] } };

interface Asked {
  code?: string | null;
  items: { product: number; variant?: number; quantity: number }[];
}

/**
 * The shop's answer for these lines, as the server adds them up: the clips ₹599 and the net ₹500 (₹450 from 10
 * nets, its price break), ₹99 shipping under ₹999 of goods after the coupon, and SPIKE30 taking 30% off the clips.
 */
function priceOf(asked: Asked) {
  const unit: Record<number, number> = { 3: 59_900, 4: 50_000 };
  const lines = asked.items.map(({ product, variant, quantity }) => {
    const atTier = product === 4 && quantity >= 10;
    const unitPrice = atTier ? 45_000 : unit[product]!;
    const total = unitPrice * quantity;
    return {
      product,
      variant: variant ?? product * 10,
      quantity,
      unit_price_paise: unitPrice,
      line_total_paise: total,
      discount_paise: asked.code && product === 3 ? Math.round(total * 0.3) : 0,
      list_unit_price_paise: unit[product]!,
      price_tier_min_quantity: atTier ? 10 : null,
      tier_saving_paise: atTier ? (unit[product]! - unitPrice) * quantity : 0,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.line_total_paise, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount_paise, 0);
  const shipping = subtotal - discount >= 99_900 ? 0 : 9_900;
  return {
    lines,
    subtotal_paise: subtotal,
    discount_paise: discount,
    coupon: asked.code ? { ...SPIKE30, discount_paise: discount } : null,
    shipping_paise: shipping,
    free_shipping_shortfall_paise: shipping === 0 ? null : 99_900 - (subtotal - discount),
    total_paise: subtotal - discount + shipping,
  };
}

let checks: unknown[];
let prices: Asked[];
/** The shop answers a price once this settles. */
let priceGate: Promise<void>;
/** Whether the shop can add up the cart just now. */
let canPrice: boolean;

beforeEach(() => {
  checks = [];
  prices = [];
  canPrice = true;
  priceGate = Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/coupons/check/') {
        const check = (await request.json()) as Asked & { code: string };
        checks.push(check);
        if (check.code !== 'SPIKE30') return json(notUsable(check.code), 400);
        // The clips are what it covers.
        if (!check.items.some((item) => item.product === 3)) return json(coversNothing, 400);
        return json(SPIKE30);
      }
      if (path === '/api/user/cart/price/') {
        const asked = (await request.json()) as Asked;
        prices.push(asked);
        await priceGate;
        if (!canPrice) return json({ detail: 'Service unavailable.' }, 503);
        if (asked.code && asked.code !== 'SPIKE30') return json(notUsable(asked.code), 400);
        if (asked.code && !asked.items.some((item) => item.product === 3)) return json(coversNothing, 400);
        return json(priceOf(asked));
      }
      // The cart's current prices are the ones it holds.
      return json({ detail: 'Not found.' }, 404);
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

const cartStore = (items: CartItem[]) =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items, couponCode: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });

async function renderCart(items: CartItem[]) {
  const store = cartStore(items);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
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

function couponField(): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((element) => element.textContent === 'Coupon code');
  return document.getElementById(label!.htmlFor) as HTMLInputElement;
}

async function applyCoupon(code: string) {
  const input = couponField();
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.form!.requestSubmit());
}

it('shows a line’s variant under its title, linking to the product in that variant', async () => {
  await renderCart([CLIPS, NET]);
  const titles = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/products/"]')];
  expect(titles.map((link) => [link.getAttribute('href'), link.textContent, link.nextElementSibling?.textContent])).toEqual([
    ['/products/clips?variant=31', 'Spike Clips', 'Pack of 50'],
    ['/products/net', 'Bird Net', undefined],
  ]);
  expect(document.querySelector('button[aria-label="Remove Spike Clips – Pack of 50 from cart"]')).not.toBeNull();
});

it('applies a coupon for the cart’s lines, takes it off the total and charges shipping on the goods after it', async () => {
  await renderCart([CLIPS]);
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹1,198', 'Shipping Fee: Free', 'Total Payable: ₹1,198']));

  await applyCoupon('spike30');
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹1,198', 'Coupon SPIKE30: -₹359.40', 'Shipping Fee: ₹99', 'Total Payable: ₹937.60']));
  expect(checks).toEqual([{ code: 'SPIKE30', items: [{ product: 3, variant: 31, quantity: 2 }] }]);
  // The figures are the server's for the lines with the code kept.
  expect(prices).toEqual([{ items: [{ product: 3, variant: 31, quantity: 2 }] }, { code: 'SPIKE30', items: [{ product: 3, variant: 31, quantity: 2 }] }]);
  const status = document.querySelector('[role="status"]:has(> span[id])');
  expect(status?.textContent).toContain('SPIKE30 applied');
  expect(status?.textContent).toContain('You save ₹359.40');
  expect(document.body.textContent).toContain('Add ₹160.40 more for free shipping');
  expect(document.activeElement?.textContent).toBe('Remove');

  await act(async () => (document.activeElement as HTMLButtonElement).click());
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹1,198', 'Shipping Fee: Free', 'Total Payable: ₹1,198']));
  expect(document.activeElement).toBe(couponField());
});

it('shows the shop’s reason for a code it refuses at the field', async () => {
  await renderCart([CLIPS]);
  await applyCoupon('NOPE');
  await eventually(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('There is no coupon NOPE you can use now. Check the code and try again.'));
  expect(couponField().getAttribute('aria-invalid')).toBe('true');
  expect(amounts()).toContain('Total Payable: ₹1,198');
});

it('takes off a coupon the changed cart no longer qualifies for, and says why', async () => {
  const store = await renderCart([CLIPS, NET]);
  await applyCoupon('SPIKE30');
  await eventually(() => expect(amounts()).toContain('Coupon SPIKE30: -₹359.40'));

  await act(async () => {
    store.dispatch(removeFromCart({ id: 3, variant: 31 }));
  });
  await eventually(() => expect(store.getState().cart.couponCode).toBeNull());
  await eventually(() => expect(document.body.textContent).toContain('SPIKE30 was removed. This coupon covers nothing in your cart.'));
  expect(amounts()).toEqual(['Subtotal: ₹500', 'Shipping Fee: ₹99', 'Total Payable: ₹599']);
  expect(couponField().value).toBe('SPIKE30');
  expect(couponField().getAttribute('aria-invalid')).toBeNull();
});

it('holds the amounts’ places until the shop answers, and shows its figures for the lines after an edit', async () => {
  let answer = () => {};
  priceGate = new Promise((resolve) => (answer = resolve));
  const store = await renderCart([NET]);
  // Before the first answer the rows are there, their figures to come.
  expect(amounts()).toEqual(['Subtotal: …', 'Shipping Fee: …', 'Total Payable: …']);
  expect(document.querySelector('[aria-busy="true"] dl')).not.toBeNull();
  answer();
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹500', 'Shipping Fee: ₹99', 'Total Payable: ₹599']));
  expect(document.body.textContent).toContain('Add ₹499 more for free shipping');
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();

  await act(async () => {
    store.dispatch(setQuantity({ id: 4, variant: null, quantity: 2 }));
  });
  // The last figures stay, marked busy, until the shop answers for two nets.
  expect(amounts()).toEqual(['Subtotal: ₹500', 'Shipping Fee: ₹99', 'Total Payable: ₹599']);
  expect(document.querySelector('[aria-busy="true"] dl')).not.toBeNull();
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹1,000', 'Shipping Fee: Free', 'Total Payable: ₹1,000']));
  expect(document.body.textContent).not.toContain('more for free shipping');
  expect(prices.at(-1)).toEqual({ items: [{ product: 4, quantity: 2 }] });
});

it('says when the shop could not add up the cart, with no figures of its own, and asks again on retry', async () => {
  canPrice = false;
  await renderCart([CLIPS]);
  const priceAlert = () => [...document.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent?.includes('We could not add up your cart just now.'));
  await eventually(() => expect(priceAlert()).toBeDefined());
  expect(amounts()).toEqual(['Subtotal: …']);

  canPrice = true;
  const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Try again');
  await act(async () => retry?.click());
  await eventually(() => expect(amounts()).toEqual(['Subtotal: ₹1,198', 'Shipping Fee: Free', 'Total Payable: ₹1,198']));
  expect(priceAlert()).toBeUndefined();
});

it('asks nothing for an empty cart: no goods, no shipping, nothing to pay', async () => {
  await renderCart([]);
  expect(amounts()).toEqual(['Subtotal: ₹0', 'Shipping Fee: Free', 'Total Payable: ₹0']);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(prices).toEqual([]);
});

it('prices a line the shop priced at a price break as the shop did, and says what the break saved', async () => {
  await renderCart([{ ...NET, quantity: 10, productTotal: 5000 }]);
  await eventually(() => expect(document.body.textContent).toContain('10+ price: you save ₹500'));
  // The line's price and subtotal are the server's, not the cart's own ₹500 × 10.
  expect(document.body.textContent).toContain('₹450');
  expect(document.body.textContent).toContain('₹4,500');
  expect(document.body.textContent).not.toContain('₹5,000');
});

it('says nothing of a price break on a line below it', async () => {
  await renderCart([NET]);
  await eventually(() => expect(prices).toHaveLength(1));
  // The server's total (₹500 and ₹99 shipping) shows once it answered.
  await eventually(() => expect(document.body.textContent).toContain('₹599'));
  expect(document.body.textContent).not.toContain('+ price');
});

it('leaves the lines of the cart the server rendered as they are when the page renders again after hydrating', async () => {
  // The figures are on their way the whole time, as on a phone over a slow network.
  priceGate = new Promise(() => undefined);
  const served = (items: CartItem[]): ReactElement => (
    <Provider store={cartStore(items)}>
      <MemoryRouter initialEntries={['/cart']}>
        <ServedPageContext.Provider value={true}>
          <CartPage />
        </ServedPageContext.Provider>
      </MemoryRouter>
    </Provider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(served([CLIPS, NET]));
  partRenders.clear();

  await act(async () => {
    root = hydrateRoot(container, served([CLIPS, NET]));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // Hydrated (on a wide screen here), the page rendered again to drop the cards CSS hides. The table it handed the
  // same element, so a part still waiting to be seen would go on waiting: new children would make it hydrate at once,
  // in that render, in one blocking task.
  expect(container.querySelectorAll('[role="list"]')).toHaveLength(0);
  expect(container.querySelector('table')?.textContent).toContain('Spike Clips');
  expect(partRenders.get(CartTable)).toBe(1);
});
