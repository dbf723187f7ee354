import type { APIRequestContext, Page } from '@playwright/test';
import { productTitled } from '../cashOnDelivery';
import { expect, saveScreenshot, saveScreenshotAtBothWidths, test, waitUntilReactOwns } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';

/**
 * Public pages come from the server with their content (docs/decisions/022): readable with
 * JavaScript off, and hydrated in the browser without a loader, a spinner or a hydration error (the
 * fixture fails a test on any console error or uncaught error, which is how React reports a mismatch).
 */

interface ApiProduct {
  slug: string;
  title: string;
  price: number;
}
interface ApiBlog {
  slug: string;
  content: string;
}

async function firstProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products = (await (await request.get('/api/user/products/')).json()) as ApiProduct[];
  return products[0]!;
}

async function firstArticle(request: APIRequestContext): Promise<ApiBlog> {
  const blogs = (await (await request.get('/api/user/blogs/')).json()) as ApiBlog[];
  return blogs[0]!;
}

/** The text of the first paragraph of some stored HTML, read independently of the storefront's code. */
const firstParagraph = (html: string) =>
  /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)![1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

const rupees = (amount: number) => amount.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** How long the product brief's loader shows on a path change (the storefront's shared/timings.ts). */
const ROUTE_LOADER_MS = 500;

/** Notes in the page whether any loader or spinner ever shows in <main>, from the first byte on. */
async function watchForLoaders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadersSeen: string[] }).loadersSeen = seen;
    new MutationObserver(() => {
      for (const spinner of Array.from(document.querySelectorAll('main [role="progressbar"]'))) seen.push(spinner.getAttribute('aria-label') ?? '?');
    }).observe(document, { childList: true, subtree: true });
  });
}

const loadersSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen);

/**
 * Notes in the page each stylesheet added after its HTML was parsed (react-aria's, were the served page without it):
 * a new stylesheet restyles and lays out the whole page again, in the middle of its hydration.
 */
async function watchForStylesheets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { stylesheetsAdded: string[] }).stylesheetsAdded = added;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((changes) => {
        for (const node of changes.flatMap((change) => Array.from(change.addedNodes))) {
          if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) added.push(node.outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true }),
    );
  });
}

const stylesheetsAdded = (page: Page) => page.evaluate(() => (window as unknown as { stylesheetsAdded: string[] }).stylesheetsAdded);

/**
 * Notes in the page every use of Intl, whose first use loads the browser's locale data: a long task on a phone,
 * which a public page's load must not have (decision 023), nor the checkout's. Prices, dates and quantities are
 * written without it.
 */
async function watchForIntl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const note = (name: string) => used.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    for (const name of ['Locale', 'NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'ListFormat', 'RelativeTimeFormat', 'Segmenter'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, { construct: (target, args) => (note(name), new target(...args)) });
    }
    const localeMethods: [object, string][] = [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare']];
    for (const [prototype, method] of localeMethods) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
      (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        note(method);
        return original.apply(this, args);
      };
    }
  });
}

const intlUsed = (page: Page) => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

/** What the shopper reads first on each public page, which must be in the HTML the server sends. */
const PUBLIC_PAGES: { path: string; text: string | RegExp }[] = [
  { path: '/', text: 'Frequently Asked Questions' },
  { path: '/products', text: /Bird Spikes/ },
  { path: '/products/search?query=spike', text: /Spike/ },
  { path: '/gallery', text: 'Gallery' },
  { path: '/about', text: 'Who we Are ?' },
  { path: '/contact', text: 'Leave your Message Here !!' },
  { path: '/blogs', text: 'Our Blogs' },
  { path: '/privacy-policy', text: 'Privacy Policy' },
  { path: '/terms', text: 'Terms' },
  { path: '/return-policy', text: 'Return' },
  { path: '/faqs', text: 'Frequently Asked Questions' },
  { path: '/offers', text: 'Offers' },
];

test.describe('server rendering', { tag: '@phone' }, () => {
  for (const { path, text } of PUBLIC_PAGES) {
    test(`${path} arrives with its content and hydrates without a loader`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('id="shop-page-state"');
      await watchForLoaders(page);
      await watchForIntl(page);
      await watchForStylesheets(page);
      await page.goto(path);
      await expect(page.locator('main')).toContainText(text);
      // Hydrated (the fixture's goto waits for it), and the page's own requests are done.
      await page.waitForLoadState('networkidle');
      expect(await loadersSeen(page), 'no loader or spinner on the first page').toEqual([]);
      expect(await intlUsed(page), 'no Intl while the page loads').toEqual([]);
      expect(await stylesheetsAdded(page), 'no stylesheet added once the page is parsed').toEqual([]);
    });
  }

  test('a product and an article render the same content as the browser would', async ({ page, request }) => {
    const product = await firstProduct(request);
    await watchForLoaders(page);
    await watchForIntl(page);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await intlUsed(page), 'no Intl while a product page loads').toEqual([]);
    // Nor as a pincode check answers: its day is written from the rules' tables, as the checkout's is. A first Intl
    // date format would load the browser's calendar data inside the answer to the tap. The trail's Intl.Locale,
    // which loads no formatting data, may come with the parts hydrated meanwhile (the checkout's test says why).
    await page.getByRole('textbox', { name: 'Check delivery' }).fill('411001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Delivery by' })).toBeVisible();
    const formatters = (await intlUsed(page)).filter((use) => !use.startsWith('Locale '));
    expect(formatters, 'no Intl formatter as a pincode check answers').toEqual([]);
    await page.goto(`/blogs/${(await firstArticle(request)).slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadersSeen(page)).toEqual([]);
    expect(await intlUsed(page), 'no Intl while an article loads').toEqual([]);
  });

  test("the page's scripts are asked for together once the page has loaded and painted, its number data apart", async ({ page }) => {
    const ENTRY = /\/assets\/index-[\w-]+\.js$/;
    const PAGE_CODE = /\/assets\/ProductsPage-[\w-]+\.js$/;
    // The entry script is held until the page's own code is asked for: were that asked for only by the entry's
    // router, after the entry has arrived and run, it would not be asked for in the meantime.
    let pageCodeAsked = () => {};
    const asked = new Promise<boolean>((resolve) => (pageCodeAsked = () => resolve(true)));
    page.on('request', (request) => PAGE_CODE.test(request.url()) && pageCodeAsked());
    let askedBesideTheEntry: boolean | undefined;
    await page.route(ENTRY, async (route) => {
      askedBesideTheEntry = await Promise.race([asked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000))]);
      await route.continue();
    });
    // The loader starts itself as a worker that loads the browser's number data off the main thread (decision 081).
    const worker = page.waitForEvent('worker', { timeout: 10_000 });
    await page.goto('/products');
    expect((await worker).url(), 'the number data is loaded on a thread of its own').toMatch(/\/hydrate-after-load\.js$/);
    expect(askedBesideTheEntry, "the page's code is asked for with the entry, not after it has run").toBe(true);
    const times = await page.evaluate(
      (scripts) => {
        const startOf = (pattern: string) => performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? -1;
        return {
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
          load: performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).loadEventStart)[0] ?? 0,
          starts: scripts.map(startOf),
        };
      },
      [ENTRY.source, PAGE_CODE.source],
    );
    // On this fast network the images arrive before the first paint: the scripts still wait for that paint.
    for (const start of times.starts) {
      expect(start).toBeGreaterThanOrEqual(times.load);
      expect(start).toBeGreaterThanOrEqual(times.firstContentfulPaint);
    }
  });

  test('the route loader still shows on a navigation inside the app', async ({ page }) => {
    await watchForLoaders(page);
    // The page's clock stops once the first page is up, so the 500 ms loader is there to be seen however busy the
    // machine is (a main thread blocked past it would let React render only the page that follows).
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    expect(await loadersSeen(page), 'no loader on the first document').toEqual([]);
    // The footer hydrates once it nears the screen. Its code arriving between the press's pointer going down and
    // its click would have the click pressed again on the next task, which the stopped clock never runs: so the
    // footer is brought into view and hydrated first, while the clock still runs.
    const blogs = page.getByRole('contentinfo').getByRole('link', { name: 'Blogs', exact: true });
    await blogs.scrollIntoViewIfNeeded();
    await waitUntilReactOwns(blogs);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await blogs.click();
    await expect(page.getByRole('main').getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await page.clock.runFor(ROUTE_LOADER_MS);
    await expect(page).toHaveURL('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible();
  });
});

test.describe('with JavaScript off', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test("a product's details and price are readable", async ({ page, request }) => {
    const product = await firstProduct(request);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(rupees(product.price));
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });

  test('an article is readable', async ({ page, request }) => {
    const article = await firstArticle(request);
    await page.goto(`/blogs/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText(firstParagraph(article.content));
  });

  test('the legal text is readable', async ({ page, request }) => {
    const policy = (await (await request.get('/api/user/legal/privacy-policy/')).json()) as { content: string };
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
    await expect(page.locator('main')).toContainText(firstParagraph(policy.content));
  });

  test('the FAQ answers are in the page', async ({ page, request }) => {
    const faq = (await (await request.get('/api/user/site/faq/')).json()) as { topics: { entries: { answer: string[] }[] }[] };
    const lastTopic = faq.topics.at(-1)!;
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // Answers are in the HTML even where the accordion keeps them closed.
    for (const answer of [faq.topics[0]!.entries[0]!.answer[0]!, lastTopic.entries.at(-1)!.answer[0]!]) {
      expect(await page.content()).toContain(answer.slice(0, 60));
    }
  });
});

/**
 * The cart page comes from the server with its lines when the shop kept their copy in the cart's cookie (decision 075):
 * filled as a shopper fills it, its HTML holds the lines before any script runs, and it hydrates without a mismatch at
 * either width (table or cards: both are in the HTML and CSS shows one). Storage is the cart: a copy that disagrees
 * (another tab, a hand-edited cookie) shows the stored lines once they join, and the cookie follows them.
 */
test('the cart arrives with the lines of its cookie, and the stored cart wins where they differ', async ({ page, request }, testInfo) => {
  const products = await Promise.all(['Stainless Steel Bird Spikes', 'Anti-Bird Net – Nylon'].map((title) => productTitled(request, title)));
  for (const [index, product] of products.entries()) {
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${index + 1} ${index === 0 ? 'item' : 'items'}` })).toBeVisible();
  }

  // The shop's own code wrote the copy: which lines (each product's variant, as its page added it) and how many.
  const written = (await page.context().cookies()).find((one) => one.name === 'cart');
  expect(written?.value).toMatch(/^c1~\d+(\.\d+)?x1-\d+(\.\d+)?x1$/);
  expect(written?.sameSite).toBe('Lax');
  const served = await (await page.request.get('/cart', { headers: { accept: 'text/html' } })).text();
  expect(served).toContain('id="shop-page-state"');
  const root = served.slice(served.indexOf('<div id="root">'), served.indexOf('id="shop-page-state"'));
  for (const product of products) expect(root).toContain(product.title);
  expect(root).toContain('2 items');
  expect(served).toContain('Total Payable');

  await page.goto('/cart');
  const lines = page.getByRole('main');
  for (const product of products) await expect(lines.getByRole('textbox', { name: `Quantity of ${product.title}` })).toHaveValue('1');
  await page.waitForLoadState('networkidle');
  await saveScreenshotAtBothWidths(page, testInfo, 'cart-served');

  // Another tab (here the test, writing storage without the shop's code) changed the stored cart: the cookie the
  // reload sends still names the old lines.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { quantity: number; productTotal: number; price: number }[];
    items[0]!.quantity = 3;
    items[0]!.productTotal = items[0]!.price * 3;
    localStorage.setItem('cartItems', JSON.stringify(items.slice(0, 1)));
  });
  const stale = await (await page.request.get('/cart', { headers: { accept: 'text/html' } })).text();
  expect(stale.slice(0, stale.indexOf('id="shop-page-state"'))).toContain(products[1]!.title);
  await page.reload();
  await expect(lines.getByRole('textbox', { name: `Quantity of ${products[0]!.title}` })).toHaveValue('3');
  await expect(lines.getByRole('textbox', { name: `Quantity of ${products[1]!.title}` })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((one) => one.name === 'cart');
  expect(cookie?.value).toBe(`${written!.value.split('-')[0]!.replace(/x1$/, 'x3')}`);
});

/**
 * The checkout comes from the server with the cart's lines too (decision 077): its summary, and the address section
 * holding its place. The server cannot know whose it is: a signed-out visitor is sent to sign up once it has
 * hydrated (without a mismatch), and a customer's own sections follow from the API.
 */
test('the checkout arrives with the lines of the cart’s cookie, and the customer’s own sections follow', async ({ page, request, browser }, testInfo) => {
  const product = await productTitled(request, 'Stainless Steel Bird Spikes');
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  const served = await (await page.request.get('/checkout', { headers: { accept: 'text/html' } })).text();
  const root = served.slice(served.indexOf('<div id="root">'), served.indexOf('id="shop-page-state"'));
  expect(root).toContain(product.title);
  expect(root).toContain('Order Summary');
  expect(root).toContain('Amount to be paid');
  expect(root).toContain('Delivery address');
  expect(root).toContain('Loading your addresses');

  // What a slow phone shows before the script has run: the address section's place and, only where it stands
  // beside the form, the summary (under the form on a phone, it would be pushed down when the form comes).
  const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), baseURL: new URL(page.url()).origin });
  await scriptless.addCookies(await page.context().cookies());
  const before = await scriptless.newPage();
  await before.goto('/checkout');
  await expect(before.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  const summary = before.getByRole('region', { name: 'Order Summary' });
  if (testInfo.project.name === 'desktop') await expect(summary.getByText(product.title)).toBeVisible();
  else await expect(summary).toBeHidden();
  await saveScreenshot(before, testInfo, 'checkout-before-script');
  await scriptless.close();

  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/signup$/);

  const customer = await signUp(request);
  await watchForIntl(page);
  await loginViaApi(page, customer, '/checkout');
  const main = page.getByRole('main');
  await expect(main.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Order updates' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Order Summary' }).getByText(product.title)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Its code once made the delivery date's Intl format as it was evaluated, before any date was there to write. The
  // trail's react-aria words read the locale's language with Intl.Locale, which loads no formatting data (under a
  // millisecond in a fresh page, where a first date format took 15–50).
  const formatters = (await intlUsed(page)).filter((use) => !use.startsWith('Locale '));
  expect(formatters, 'no Intl formatter while the checkout loads').toEqual([]);
  await saveScreenshotAtBothWidths(page, testInfo, 'checkout-served');
});
