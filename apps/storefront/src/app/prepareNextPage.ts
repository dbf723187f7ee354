import { shellApi } from '@shop/api-client';
import { matchShopRoute } from '@shop/rules';
import type { createBrowserRouter } from 'react-router-dom';
import { shopPath } from '../shared/shopPath';
import { listPageScriptsWhenIdle } from './pageScripts';
import { loadPageCode } from './router';
import type { createStore } from './store';

/** How long a mouse rests on a link before its page is prepared: passing over a grid of cards prepares none. */
const HOVER_MS = 100;

/** Answers younger than this are not asked for again (RTK Query's default time to keep an unused answer). */
const FRESH_SECONDS = 60;

type Store = ReturnType<typeof createStore>;
type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>;

/**
 * Prepares the page a shopper is about to open: when a mouse rests on a link to a shop page or the keyboard
 * focuses one, and when any move starts (a tap, a search, a redirect), that page's code is fetched, and for a
 * product or an article its answer, so the page shows its content when the route loader's half second ends
 * instead of asking for it then. Links nobody comes near load nothing. Answers the way to stop listening.
 */
export function prepareNextPage(store: Store, router: Router, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  let hovered: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  // Which scripts each page needs, so that a move asks for all of them at once.
  listPageScriptsWhenIdle();

  const prepareLink = (link: HTMLAnchorElement) => {
    // A link to the page in another language (hreflang) leads to another build of the shop, which this one cannot prepare.
    const url = new URL(link.href, location.href);
    if (url.origin === location.origin && link.hreflang === '') preparePage(store, shopPath(url.pathname));
  };
  const onPointerOver = (event: Event) => {
    // A finger on a card is as often a scroll as a tap: a tap starts the move, and the move prepares its page.
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    const link = linkOf(event.target);
    if (link === hovered?.link) return;
    clearTimeout(hovered?.timer);
    hovered = link ? { link, timer: setTimeout(() => prepareLink(link), HOVER_MS) } : undefined;
  };
  const onFocusIn = (event: Event) => {
    const link = linkOf(event.target);
    if (link) prepareLink(link);
  };
  target.addEventListener('pointerover', onPointerOver, { passive: true });
  target.addEventListener('focusin', onFocusIn);
  // The router tells of every step of a move (each lazy route, each loader); its page is prepared once.
  let preparedMove: unknown;
  const stopFollowingMoves = router.subscribe((state) => {
    if (state.navigation.state !== 'loading' || state.navigation.location === preparedMove) return;
    preparedMove = state.navigation.location;
    preparePage(store, shopPath(state.navigation.location.pathname));
  });
  return () => {
    stopFollowingMoves();
    clearTimeout(hovered?.timer);
    target.removeEventListener('pointerover', onPointerOver);
    target.removeEventListener('focusin', onFocusIn);
  };
}

/** Fetches the code of the page at `pathname` and, where one answer makes the page, that answer. */
function preparePage(store: Store, pathname: string): void {
  const match = matchShopRoute(pathname);
  if (!match) return;
  loadPageCode(match.route.path);
  const param = (name: string) => decoded(match.params[name] ?? '');
  if (match.route.kind === 'product') {
    void store.dispatch(shellApi.util.prefetch('getProduct', { slugOrId: param('slug') }, { ifOlderThan: FRESH_SECONDS }));
  } else if (match.route.kind === 'article') {
    void store.dispatch(shellApi.util.prefetch('listBlogs', { slug: param('id') }, { ifOlderThan: FRESH_SECONDS }));
  }
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/** The segment as React Router's params give it to the page (decoded), so the answer is kept under the same key. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
