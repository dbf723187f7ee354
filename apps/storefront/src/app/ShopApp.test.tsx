// @vitest-environment happy-dom
import { SHOP_LOCALE } from '@shop/rules';
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import { afterEach, expect, it } from 'vitest';
import { selectCartCount, type CartItem } from '../features/cart/cartSlice';
import { saveCart } from '../features/cart/cartStorage';
import { useAppSelector } from '../features/storeHooks';
import { HydrateApart } from '../shared/HydrateApart';
import { ShopApp } from './ShopApp';
import { createStore } from './store';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/**
 * Every react-aria component reads the locale. Hydrating a server-rendered page must render each of them
 * once: a second render right after hydration is main-thread work a phone pays before it answers a tap
 * (it counts in Total Blocking Time). patches/react-aria@*.patch keeps useLocale from reading the browser's
 * default (a useSyncExternalStore whose server and browser values differ) under ShopApp's locale.
 */
it('hydrates a server-rendered page with the shop locale, rendering each locale reader once', async () => {
  const renders: string[] = [];
  function LocaleReader() {
    const { locale } = useLocale();
    renders.push(locale);
    return <p>{locale}</p>;
  }
  const page = (
    <ShopApp store={createStore({ cartItems: [] })} isServedDocument>
      <LocaleReader />
    </ShopApp>
  );

  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(renders).toEqual([SHOP_LOCALE]);

  renders.length = 0;
  await act(async () => {
    hydrateRoot(container, page);
  });

  expect(renders).toEqual([SHOP_LOCALE]);
  expect(container.textContent).toBe(SHOP_LOCALE);
});

/**
 * Every react-aria component makes ids for its labels and descriptions (a button too, for its pending
 * state). Hydrating must not render them again: patches/react-aria@*.patch has React's id say whether it
 * was made while hydrating, where react-aria asked useIsSSR, a store whose server and browser values
 * differ, which React settles with a second render of every component right after hydration.
 */
it('hydrates a react-aria button without rendering it again', async () => {
  const commits: string[] = [];
  const page = (
    <ShopApp store={createStore({ cartItems: [] })} isServedDocument>
      <Profiler id="button" onRender={(_id, phase) => commits.push(phase)}>
        <Button>Add to cart</Button>
      </Profiler>
    </ShopApp>
  );

  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  commits.length = 0;
  await act(async () => {
    hydrateRoot(container, page);
  });

  expect(commits).toEqual(['mount']);
  expect(container.querySelector('button')?.textContent).toBe('Add to cart');
});

/**
 * A part of a served page that hydrates apart (HydrateApart) may hydrate after the cart stored in this
 * browser has joined the store. It must hydrate from the state the server rendered with, as its HTML
 * shows it, and catch up after: hydrating from the newer state would not match the HTML, and React would
 * throw the part's server HTML away and render it again.
 */
it('hydrates a part apart from the served state, then shows the stored cart', async () => {
  const stored: CartItem[] = [{ id: 7, slug: 'spikes', title: 'Spikes', image1: 'spikes.jpg', price: 499, max_price: 499, variant: null, variantLabel: '', quantity: 3, productTotal: 1497 }];
  function CartCount() {
    return <p>{useAppSelector(selectCartCount)} in the cart</p>;
  }
  const page = (store: ReturnType<typeof createStore>) => (
    <ShopApp store={store} isServedDocument loadStoredCart>
      <HydrateApart>
        <CartCount />
      </HydrateApart>
    </ShopApp>
  );

  const container = document.createElement('div');
  container.innerHTML = renderToString(page(createStore({ cartItems: [] })));
  document.body.append(container);
  expect(container.textContent).toBe('0 in the cart');

  saveCart(stored);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(createStore({ cartItems: [] })), { onRecoverableError: (error) => errors.push(error) });
  });

  expect(errors).toEqual([]);
  expect(container.textContent).toBe('3 in the cart');
});
