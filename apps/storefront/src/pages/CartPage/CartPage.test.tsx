// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, removeFromCart, type CartItem } from '../../features/cart/cartSlice';
import { CartPage } from './CartPage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Two packs of clips, ₹1,198: over the shop's ₹999 for free shipping, until a coupon takes 30% off. */
const CLIPS: CartItem = { id: 3, slug: 'clips', title: 'Spike Clips', image1: '/media/c.webp', price: 599, max_price: 699, variant: 31, variantLabel: 'Pack of 50', quantity: 2, productTotal: 1198 };
const NET: CartItem = { id: 4, slug: 'net', title: 'Bird Net', image1: '/media/n.webp', price: 500, max_price: 500, variant: null, variantLabel: '', quantity: 1, productTotal: 500 };
const SHELL = { shipping: { fee_paise: 9_900, free_from_paise: 99_900 } };
const SPIKE30 = { code: 'SPIKE30', description: '30% off Spike Clips', discount_paise: 35_940, lines: [{ product: 3, variant: 31, discount_paise: 35_940 }] };

let checks: unknown[];

beforeEach(() => {
  checks = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/site/') return json(SHELL);
      if (path === '/api/user/coupons/check/') {
        const check = (await request.json()) as { code: string; items: { product: number }[] };
        checks.push(check);
        if (check.code !== 'SPIKE30') return json({ detail: 'Invalid request.', errors: { code: [`There is no coupon ${check.code} you can use now. Check the code and try again.`] } }, 400);
        // The clips are what it covers.
        if (!check.items.some((item) => item.product === 3)) {
          return json({ detail: 'Invalid request.', errors: { code: ['This coupon covers nothing in your cart.'] } }, 400);
        }
        return json(SPIKE30);
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

async function renderCart(items: CartItem[]) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items, couponCode: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
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
