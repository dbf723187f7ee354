import '@shop/ui/global.css';
import { reloadOnStaleBuild } from '@shop/rules/releases';
import { lightTheme } from '@shop/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setUpShopApi } from './app/api';
import { ShopApp } from './app/ShopApp';
import { readPageState } from './app/pageState';
import { routes } from './app/router';
import { firstDocumentData } from './app/routeLoader';
import { createStore } from './app/store';
import { keepCartOnServer } from './features/cart/keepCartOnServer';
import { persistCart } from './features/cart/persistCart';
import { prepareNextPage } from './app/prepareNextPage';
import { openWaitingParts } from './shared/HydrateApart';
import { leaveServedPage } from './shared/servedPage';
import { LANGUAGE } from './shared/language';

// A page loaded before a release reloads once when its next page's script is gone (a new build is out).
reloadOnStaleBuild(window, `${LANGUAGE.basename}/`);

// On <html>, so the body's background and type read the theme's variables too.
document.documentElement.classList.add(lightTheme);

setUpShopApi();

// React DOM's client (the reconciler, 56 KB as sent) is the largest library the shop runs. Asked for
// here and not imported statically, its code is parsed and run in a task of its own when it arrives,
// instead of inside the long task that evaluates this script.
const reactDomClient = import('react-dom/client');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const pageState = readPageState(document);

if (pageState) {
  // The server rendered this page (public pages in production: apps/api web/pages.ts). The browser
  // starts from the same answers and the same route data, with the page's code loaded first, so
  // hydration renders exactly the HTML it finds: no loader, no spinner, no second request. The cart
  // in this browser's storage joins after hydration (StoredCart): the server rendered an empty cart, or on the cart
  // page the cookie's copy of it, normally the same lines.
  // Not a top-level await: the page chunks import this entry chunk, which must finish evaluating first.
  // Each step below is a task of its own after the long one that evaluated this script, so the phone's
  // main thread gets a moment for input in between (Total Blocking Time counts each long task's excess).
  void (async () => {
    // The router first: it matches the routes and, as the page's route is lazy, asks for the page's code
    // (React Router loads a lazy route the hydration data names before it says it is initialized), which
    // the page's loader has already asked for beside this script (decision 078), so no preload of it
    // starts here. Matching is a good part of this script's top-level time on a phone when run inside it.
    await nextTask();
    const router = createBrowserRouter(routes, { basename: LANGUAGE.basename || '/', hydrationData: pageState.router });
    await nextTask();
    // The cart page comes with the lines of the cart's cookie and hydrates from them; any other page with an empty cart.
    const servedCart = pageState.cart;
    const store = createStore({ cartItems: servedCart?.items ?? [], couponCode: servedCart?.couponCode, served: pageState.api });
    persistCart(store);
    keepCartOnServer(store);
    await initialized(router);
    leaveServedPageOnMove(router);
    prepareNextPage(store, router);
    const { hydrateRoot } = await reactDomClient;
    // React DOM's client is evaluated in the task its script arrives in; hydration waits for the next one.
    await nextTask();
    // A transition, so React hydrates in slices and the phone's main thread stays free for input between them.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <ShopApp store={store} isServedDocument loadStoredCart servedCart={servedCart} servedSearch={pageState.search}>
            <RouterProvider router={router} />
          </ShopApp>
        </StrictMode>,
      );
    });
  })();
} else {
  // Pages the server leaves to the browser (the cart, sign-up, the signed-in pages) and development.
  const store = createStore();
  persistCart(store);
  keepCartOnServer(store);
  const router = createBrowserRouter(routes, { basename: LANGUAGE.basename || '/', hydrationData: firstDocumentData });
  prepareNextPage(store, router);
  // React Router's provider reads the router's state when it first renders and listens to it only from its commit:
  // had the page's code arrived in between (a render in a transition yields to other tasks), the router's news
  // would be lost and the loader's spinner would stay. So the page is rendered once its code is here, as a served
  // page is hydrated; React DOM's client, the larger download, usually comes last anyway.
  void Promise.all([reactDomClient, initialized(router)]).then(([{ createRoot }]) => {
    // A transition, so React renders the first page in slices and the phone's main thread stays free for
    // input between them, instead of one long task over the whole shell.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <ShopApp store={store} isServedDocument={false}>
            <RouterProvider router={router} />
          </ShopApp>
        </StrictMode>,
      );
    });
  });
}

/** Resolves once the browser has run a task of its own (input, rendering) after the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A move to another page or view (a filter, a sort) changes the router's contexts, which reach every part of the
 * served page still waiting to be seen (shared/HydrateApart): they hydrate as it starts, rather than holding the
 * move back until they are seen. From then on the page on screen is the browser's own (shared/servedPage).
 */
function leaveServedPageOnMove(router: ReturnType<typeof createBrowserRouter>) {
  const served = router.state.location;
  router.subscribe((state) => {
    if (state.location === served && state.navigation.state === 'idle') return;
    leaveServedPage();
    openWaitingParts();
  });
}

/** Resolves once the router has loaded the lazy routes of the page it starts on, ready to render it. */
function initialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
}
