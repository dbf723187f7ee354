// @vitest-environment happy-dom
import { SHOP_LOCALE } from '@shop/rules';
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from 'react-aria-components/Button';
import { useLocale } from 'react-aria-components/I18nProvider';
import { afterEach, expect, it } from 'vitest';
import { ShopApp } from './ShopApp';
import { createStore } from './store';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * Every react-aria component reads the locale. Hydrating a server-rendered page must render each of them
 * once: a second render right after hydration is main-thread work a phone pays before it answers a tap
 * (issue 16's Total Blocking Time). patches/react-aria@*.patch keeps useLocale from reading the browser's
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
