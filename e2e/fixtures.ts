import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

interface ShopFixtures {
  /**
   * Console errors a test provokes on purpose (a failed request it stubbed),
   * e.g. `test.use({ expectedConsoleErrors: [/status of 503/] })`. Empty by default.
   */
  expectedConsoleErrors: RegExp[];
  failOnPageErrors: void;
}

/**
 * The shop's test fixture: every test fails if the page logs a `console.error`
 * or throws an uncaught error, even when its own assertions passed.
 */
export const test = base.extend<ShopFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  // A server-rendered page shows its content before React has hydrated it, and a press before then is
  // the browser's own (a link loads a new document, a form submits natively). Journeys test the running
  // app, so `page.goto` and `page.reload` wait for hydration too; what the first HTML holds is tested on its own
  // (tests/server-rendering.spec.ts, and the journeys that read the document's text).
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The WCAG 2.1 A and AA rules; best-practice rules are left to the Storybook checks. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's script, read once per worker, when its first check needs it. */
let axeSource: string | undefined;
const axeScript = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * `page`, whose `goto` and `reload` also wait until React has hydrated a server-rendered page: what the test fixture's
 * page does, for a page a test opens itself (another tab).
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async <T>(response: T): Promise<T> => {
    if ((await page.locator('#shop-page-state').count()) > 0) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options));
  // A reload is a new server-rendered document: a press before it hydrates is lost the same way.
  page.reload = async (options) => hydrated(await reload(options));
  return page;
}

/**
 * Runs axe on the whole page at rest and fails with the list of violations, if any.
 * - At rest: the shell's headline fades in every 4 s and toasts slide in, and axe measuring contrast
 *   mid-fade reports a violation that is not there. Under reduced motion the theme's durations are 0,
 *   so axe sees the finished state; the page's own motion setting is restored afterwards.
 * - react-aria's live announcer is left out: for 7 s after a pending button speaks it keeps an
 *   off-screen `role="img"` labelled by that button, which is gone once its dialog closes.
 * - axe-core is put into the page once per document (a client-side navigation keeps it) and run there in one pass,
 *   not through @axe-core/playwright, which put its 540 KB script into the page twice on every check and configured
 *   it again: in one page, one check after the other, the product listing took 1.4 s a check that way against
 *   0.55 s, the cart 0.63 against 0.14, the home page 0.86 against 0.25, most of it the browser's own work.
 *   Frames are not checked: the shop's pages have none of their own, and the contact page's map is another site's,
 *   shown only when asked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const alreadyReduced = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!alreadyReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // Reduced motion makes new transitions instant but leaves those already running (a pressed button's colours,
    // a dialog fading in) to finish: axe would read their colours halfway. They are taken to their end, as a
    // shopper who asked for no motion would see them; a spinner's endless turn is left alone.
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        try {
          if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
        } catch {
          // One that cannot end (paused at no rate) stays as it is.
        }
      }
    });
    if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axeScript());
    const summary = await page.evaluate(async (tags) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run({ exclude: [['[data-live-announcer]']] }, { runOnly: { type: 'tag', values: tags }, iframes: false });
      return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }, wcagTags);
    expect(summary, 'axe found accessibility violations').toEqual([]);
  } finally {
    if (!alreadyReduced) await page.emulateMedia({ reducedMotion: null });
  }
}

/** How long one image may take to load or fail: well inside a journey's timeout, so a stuck one is named. */
const IMAGE_WAIT_MS = 20_000;

/**
 * Every image a person can see or scroll to in `container` (rendered, and not in a part hidden from them such
 * as a carousel's other slides) loads and decodes: each is scrolled into view, so lazy ones start, and waited
 * for. In one call into the page, where a loop of locator calls made a round trip per step for every image.
 * An image React replaces while it is waited for (a part rendered again on the client) fires neither load nor
 * error once detached, so the wait also ends when it leaves the page, and the images are read again until every
 * one on the page has been seen; one that has neither loaded nor failed after `IMAGE_WAIT_MS` is reported as such.
 */
export async function expectEveryImageToLoad(container: Locator): Promise<void> {
  const { checked, broken } = await container.evaluate(async (root, waitMs) => {
    const shownNow = () =>
      Array.from(root.querySelectorAll('img')).filter(
        (image) => image.getClientRects().length > 0 && image.closest('[aria-hidden="true"]') === null,
      );
    const settled = (image: HTMLImageElement) =>
      new Promise<'settled' | 'detached' | 'timed out'>((resolve) => {
        const started = performance.now();
        const onEvent = () => resolve('settled');
        image.addEventListener('load', onEvent, { once: true });
        image.addEventListener('error', onEvent, { once: true });
        const poll = () => {
          if (image.complete) resolve('settled');
          else if (!image.isConnected) resolve('detached');
          else if (performance.now() - started > waitMs) resolve('timed out');
          else setTimeout(poll, 100);
        };
        poll();
      });
    const seen = new Set<HTMLImageElement>();
    const notLoaded: string[] = [];
    for (let unseen = shownNow(); unseen.length > 0; unseen = shownNow().filter((image) => !seen.has(image))) {
      for (const image of unseen) {
        seen.add(image);
        if (!image.isConnected) continue;
        image.scrollIntoView({ block: 'center' });
        const state = await settled(image);
        if (state === 'timed out') {
          // Whether the server or the browser is the one stuck: the same address fetched once more.
          const source = image.currentSrc || image.src;
          const fetched = await fetch(source).then((response) => `${response.status} ${response.headers.get('content-type')}`, String);
          notLoaded.push(`${source} (${image.loading}: neither loaded nor failed in ${waitMs} ms; fetched again: ${fetched})`);
        } else if (state === 'settled' && image.naturalWidth === 0) notLoaded.push(image.currentSrc || image.src);
      }
    }
    window.scrollTo(0, 0);
    return { checked: Array.from(seen).filter((image) => image.isConnected).length, broken: notLoaded };
  }, IMAGE_WAIT_MS);
  expect(checked, 'images shown').toBeGreaterThan(0);
  expect(broken, 'images that did not load').toEqual([]);
}

// Screenshots are for people to look at, so a run takes them only when E2E_SCREENSHOTS names a folder
// (`pnpm --filter @shop/e2e screenshots` fills `.output/screenshots`): the suite keeps no files, and a full-page
// picture encoded as PNG (at the two device pixels per CSS pixel the phone was drawn at then) was a share of every
// journey's time.
const screenshotDir = process.env.E2E_SCREENSHOTS;
/** Whether this run takes screenshots: a test's own steps for one (closing toasts first, say) are skipped without. */
export const screenshotsWanted = screenshotDir !== undefined;

/**
 * Saves a full-page screenshot as `{project}-{name}.png` in the folder `E2E_SCREENSHOTS` names, for people to look
 * at; without it, nothing. `{ fullPage: false }` keeps to the viewport: an open modal covers only that.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotDir) return;
  await page.screenshot({ path: path.join(screenshotDir, `${testInfo.project.name}-${name}.png`), fullPage });
}

/**
 * For a screen a journey reaches at one width only (tagged `@phone` or `@desktop`) that people should also see at the
 * other: saves it as it is, then at 375 or 1280 px as `{project}-{name}-{width}.png`, and puts the viewport back.
 * Without `E2E_SCREENSHOTS`, nothing (not even the resize).
 */
export async function saveScreenshotAtBothWidths(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotDir) return;
  const original = page.viewportSize();
  await saveScreenshot(page, testInfo, name, { fullPage });
  const other = original && original.width >= 768 ? { width: 375, height: 812 } : { width: 1280, height: 800 };
  await page.setViewportSize(other);
  // Two frames: the layout at the new width, then its paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await saveScreenshot(page, testInfo, `${name}-${other.width}`, { fullPage });
  if (original) await page.setViewportSize(original);
}

/**
 * Waits until React has hydrated the server-rendered page and committed it. A press before that is the
 * browser's own (a link loads a whole new document), so a test of in-app navigation waits for this first.
 * Elements carry React's properties as soon as a hydrating render reaches them, before the commit; the
 * router's provider subscribes to the router only in the commit, and a path change before it shows only once the
 * shell catches up after the commit (useCatchUpWithAddressBar). So the test waits for the committed tree too: the
 * root's current fiber has a child once it is committed.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // The site header's first link: the shell's own, hydrated with the page (the footer waits to be seen).
    const headerLink = document.querySelector('header a');
    const root = document.getElementById('root') as (HTMLElement & Record<string, { stateNode?: { current?: { child?: unknown } } }>) | null;
    const rootFiber = root && Object.entries(root).find(([key]) => key.startsWith('__reactContainer$'))?.[1];
    return (
      headerLink !== null &&
      Object.keys(headerLink).some((key) => key.startsWith('__reactProps$')) &&
      Boolean(rootFiber?.stateNode?.current?.child)
    );
  });
}

/**
 * Waits until React owns the element: its code has come and hydrated it. A part whose code comes on first use or
 * when seen (decision 023) presses again on a later task what was pressed before then, and keeps what was typed but
 * not an Enter: a test that stops the page's clock before a press, or presses Enter at once, waits for this first.
 */
export async function waitUntilReactOwns(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}

/**
 * The toast saying `text` (react-aria's toasts are alert dialogs). Strict, as every locator: a message shown twice at
 * once fails the test.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alertdialog').filter({ hasText: text });
}

/**
 * The first toast saying `text`: for the back-office's journeys, where saving twice in a row can show the same
 * message twice while the first is still closing.
 */
export function firstToast(page: Page, text: string | RegExp): Locator {
  return toast(page, text).first();
}

/** Closes the toast saying `text` with its ✕, named `closeName` in the page's language, and waits until it has gone. */
export async function closeToast(page: Page, text: string, closeName = 'Close'): Promise<void> {
  const shown = toast(page, text);
  await shown.getByRole('button', { name: closeName }).click();
  await expect(shown).toHaveCount(0);
}

/**
 * Starts noting whether an element matching `selector` (and holding `text`, when given) appears in the
 * page from now on, and returns a check of it. For what shows only briefly after an action: on a busy
 * machine a click can take longer to return than a 500 ms loader lasts, so a `toBeVisible` after the
 * click would look too late. The page must stay the same document (a navigation inside the app).
 */
export async function watchFor(page: Page, selector: string, text = ''): Promise<() => Promise<boolean>> {
  const key = `${selector} ${text}`;
  await page.evaluate(
    ({ selector, text, key }) => {
      const seen = ((window as unknown as { shopTestSeen?: Set<string> }).shopTestSeen ??= new Set());
      const look = () => {
        if (Array.from(document.querySelectorAll(selector)).some((element) => element.textContent?.includes(text))) seen.add(key);
      };
      look();
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { selector, text, key },
  );
  return () => page.evaluate((key) => (window as unknown as { shopTestSeen: Set<string> }).shopTestSeen.has(key), key);
}

/**
 * Opens `path` as a navigation inside the running app, where the timed loaders belong (decision 022): the
 * document is another page, and the app's router then moves to `path` as it does on the browser's back
 * and forward buttons. What the page fetches then goes through the browser, where a test can hold or
 * stub it; a page's first document comes with its answers already in it.
 */
export async function openInApp(page: Page, path: string, { from = '/terms' }: { from?: string } = {}): Promise<void> {
  await page.goto(from);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
