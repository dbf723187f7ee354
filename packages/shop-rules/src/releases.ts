/**
 * After a release a page loaded before it may ask for a lazily loaded script the new build no longer
 * names (Vite then fires `vite:preloadError` on `window`). A script can also fail because the network
 * did; then the apps' own message ("could not be opened, try again") is right and a reload is wrong. So
 * on each such failure the app page is fetched again: only if it names another entry script than the one
 * running (a new build is out) does the page reload, which fetches the new build. A reload within the last
 * minute means the newest build fails too: then the error stands, so a broken build can never loop.
 */

/** What the handler needs of `window`, structurally, so it holds no DOM types and tests can fake it. */
export interface ReloadingWindow {
  addEventListener(type: string, listener: () => void): void;
  location: { reload(): void };
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  fetch(url: string, init: { cache: 'no-store' }): Promise<{ ok: boolean; text(): Promise<string> }>;
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
}

export const STALE_BUILD_RELOAD_KEY = 'stale-build-reload-at';
export const STALE_BUILD_RELOAD_GUARD_MS = 60_000;

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/;

/**
 * `appPage` is where the running app's HTML is served ('/' for the storefront, '/admin/' for the
 * back-office). Resolves once the check of a failure is done (for tests).
 */
export function reloadOnStaleBuild(target: ReloadingWindow, appPage: string, now: () => number = Date.now): { settled(): Promise<void> } {
  let checking: Promise<void> = Promise.resolve();
  target.addEventListener('vite:preloadError', () => {
    checking = reloadIfNewBuild(target, appPage, now).catch(() => undefined);
  });
  return { settled: () => checking };
}

async function reloadIfNewBuild(target: ReloadingWindow, appPage: string, now: () => number): Promise<void> {
  const running = target.document.querySelector('script[type="module"][src]')?.getAttribute('src');
  // Offline, or the server is down: the app's own message stands.
  const answer = await target.fetch(appPage, { cache: 'no-store' });
  if (!answer.ok) return;
  const served = ENTRY_SCRIPT.exec(await answer.text())?.[1];
  if (!running || !served || served === running) return;
  try {
    const last = Number(target.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY) ?? 0);
    if (now() - last < STALE_BUILD_RELOAD_GUARD_MS) return;
    target.sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
  } catch {
    // Without storage a reload could not be told from the one before it: let the error stand.
    return;
  }
  target.location.reload();
}
