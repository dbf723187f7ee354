/**
 * The storefront rendered on the server (built by `vite build --ssr` into dist-server/, loaded by apps/api
 * web/page-renderer.ts). For one request it runs the route table through React Router's static handler,
 * renders the page as a signed-out visitor with the API answers it needs, and returns the HTML with the
 * state the browser hydrates from (main.tsx). Decision: docs/decisions/022-server-rendering.md; the cart page,
 * rendered with the lines of the visitor's cart cookie, 075.
 */
import { configureShopApi, dehydrateShopApi, shopApi } from '@shop/api-client';
import type { RenderPage, ServerEntry } from '@shop/rules/serverRendering';
import { lightTheme } from '@shop/ui/theme';
import { DOMParser } from 'linkedom';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { renderWhenAllReady } from './app/renderWhenAllReady';
import { serialisePageState } from './app/pageState';
import { routes } from './app/router';
import { firstDocumentContext } from './app/routeLoader';
import { ShopApp } from './app/ShopApp';
import { createStore } from './app/store';
import { fillServedCart } from './features/cart/servedCart';
import { answersLanguage, LANGUAGE } from './shared/language';
import { setHtmlParser } from './shared/parseHtml';

/**
 * Renders as often as new queries start: each pass may ask for more (a product's reviews once the
 * product is known). Four passes cover the deepest page; a fifth would mean a query that never settles.
 */
const MAX_RENDER_PASSES = 4;

/** Requests built on the server need an absolute URL; `fetchApi` answers them without leaving the process. */
const IN_PROCESS_ORIGIN = 'http://storefront.internal';

/**
 * linkedom's parser puts a fragment's content outside <body>, where a browser's DOMParser puts it inside;
 * given a whole document, it builds the body the browser would.
 */
function serverHtmlParser(): Pick<globalThis.DOMParser, 'parseFromString'> {
  const parser = new DOMParser();
  return {
    parseFromString: (html) =>
      parser.parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html') as unknown as Document,
  };
}

type ShopState = ReturnType<ReturnType<typeof createStore>['getState']>;

/** The cache keys of the queries asked for (again) between two states of the store. */
function queriesStartedSince(before: ShopState, after: ShopState): string[] {
  const earlier = before[shopApi.reducerPath].queries;
  return Object.entries(after[shopApi.reducerPath].queries)
    .filter(([key, query]) => query?.requestId !== earlier[key]?.requestId)
    .map(([key]) => key);
}

export const createServerRenderer: ServerEntry['createServerRenderer'] = ({ fetchApi }) => {
  configureShopApi({
    baseUrl: IN_PROCESS_ORIGIN,
    fetchFn: fetchApi,
    getToken: () => null,
    // The browser alerts on these; on the server the page shows its error state and the API logs the cause.
    onUnexpectedError: () => undefined,
    language: answersLanguage,
  });
  // Articles and policy pages are read from their stored HTML (features/blog, features/legal).
  setHtmlParser(serverHtmlParser);
  const handler = createStaticHandler(routes, { basename: LANGUAGE.basename || '/' });

  /**
   * The page at `pathAndQuery` (e.g. "/products/bird-spikes?tab=reviews"), or undefined when React Router
   * answers with a redirect or a route error: the browser then renders that page itself.
   */
  const renderPage: RenderPage = async (pathAndQuery, visitor) => {
    const context = await handler.query(new Request(`${IN_PROCESS_ORIGIN}${pathAndQuery}`), { requestContext: firstDocumentContext });
    if (context instanceof Response || context.errors) return undefined;

    const store = createStore({ cartItems: [], couponCode: null });
    // The cart page with the visitor's cart (the API gives one to that page only): its lines as the catalogue has them.
    if (visitor && !(await fillServedCart(store.dispatch, visitor.cart))) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = () => (
      <StrictMode>
        <ShopApp store={store} isServedDocument>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShopApp>
      </StrictMode>
    );

    // Each pass waits for the queries the previous one started. Those are told by their request ids, not by
    // still running: one may have been answered while the render waited for a part's code, after the
    // component that asked had rendered without it. A query that failed is asked again by the next render
    // (RTK Query retries a failed query for a new subscriber); it is not waited for twice, and the page keeps
    // the answers its last render was based on.
    let settled = store.getState();
    let html = await renderWhenAllReady(app());
    const awaited = new Set<string>();
    for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
      const started = queriesStartedSince(settled, store.getState()).filter((key) => !awaited.has(key));
      if (started.length === 0) break;
      for (const key of started) awaited.add(key);
      await Promise.all(store.dispatch(shopApi.util.getRunningQueriesThunk()));
      settled = store.getState();
      html = await renderWhenAllReady(app());
    }
    const pageState = serialisePageState({
      api: dehydrateShopApi(settled),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      // What the API asked for: it keeps only the parameters it renders pages under, the browser's address may have more.
      search: context.location.search,
      ...(visitor ? { cart: { items: settled.cart.items, couponCode: settled.cart.couponCode } } : {}),
    });
    return { html, pageState, htmlClassName: lightTheme };
  };
  return renderPage;
};
