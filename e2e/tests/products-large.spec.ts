/**
 * The products and category pages of a large catalogue (the `large-catalogue` project: the demo shop plus
 * 250 lots of it), paged by the API as every catalogue is (docs/decisions/021-product-paging.md): the count
 * says how many match, a pager walks the pages with the page in the URL, filters still live in the URL and
 * send the shopper back to page 1.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';

interface ProductPage {
  items: { title: string }[];
  total: number;
}

const TITLE = 'Discover Our Range';
const PAGE_SIZE = 24;
const cardTitles = (page: Page) => page.getByRole('list', { name: TITLE, exact: true }).getByRole('heading', { level: 2 });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Product pages' });
const formatted = (value: number) => value.toLocaleString('en-IN');

/**
 * Presses the pager's Next. The grid's cells keep an estimated height until they are first drawn
 * (ProductGrid.css.ts), and a row with no rating is a line shorter than the estimate: a jump to the pager draws the
 * row above it, and the pager moves up by that line a frame or two later. A click checks that its target holds still
 * before it scrolls it into view, so it could land where the button had been: the pager is brought into view first,
 * and pressed once the row above it is drawn.
 */
async function pressNext(page: Page) {
  const next = pager(page).getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const cells = Array.from(document.querySelectorAll('li')).filter((cell) => getComputedStyle(cell).contentVisibility === 'auto');
        return cells.at(-1)?.checkVisibility({ contentVisibilityAuto: true }) ?? true;
      }),
    )
    .toBe(true);
  await next.click();
}

// Several pages, each a server call, and a phone-size look at the end.
test.slow();

// The listing's first answer counts the facets of the whole catalogue; on a busy machine that takes a while,
// and it is the paging under test here, not that time.
test.beforeEach(async ({ request }) => {
  expect((await request.get('/api/user/products/?limit=24&price_to=50000', { timeout: 60_000 })).ok()).toBe(true);
});

test('a large catalogue pages on the server, with the count, the page and the filters in view and in the URL', async ({ page, request }, testInfo) => {
  const all = (await (await request.get('/api/user/products/?limit=24&price_to=50000')).json()) as ProductPage;
  expect(all.total).toBeGreaterThan(200);

  await page.goto('/products');
  await expect(count(page)).toHaveText(`${all.total} products`, { timeout: 30_000 });
  await expect(cardTitles(page)).toHaveText(all.items.map((item) => item.title));
  const pages = Math.ceil(all.total / PAGE_SIZE);
  await expect(pager(page).getByRole('status')).toHaveText(`Page 1 of ${formatted(pages)}`);
  await expect(pager(page)).toContainText(`1–${PAGE_SIZE} of ${formatted(all.total)} products`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'products-large', { fullPage: false });

  // Next: the second page, in the URL, announced, with focus on the results rather than lost.
  await pressNext(page);
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager(page).getByRole('status')).toHaveText(`Page 2 of ${formatted(pages)}`);
  const second = (await (await request.get(`/api/user/products/?limit=24&offset=${PAGE_SIZE}&price_to=50000`)).json()) as ProductPage;
  await expect(cardTitles(page)).toHaveText(second.items.map((item) => item.title));
  await expect(page.locator(':focus')).toContainText(second.items[0]!.title);
  // Back returns to the first page, as it was.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(cardTitles(page)).toHaveText(all.items.map((item) => item.title));
  await pressNext(page);
  await expect(page).toHaveURL(/[?&]page=2\b/);

  // A filter is another result: page 1 again, counted by the server.
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.locator('label').filter({ has: page.getByRole('checkbox', { name: /^Stainless Steel/ }) }).click();
  await expect(page).toHaveURL(/material=Stainless\+Steel/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  const steel = (await (await request.get('/api/user/products/?limit=24&material=Stainless+Steel&price_to=50000')).json()) as ProductPage;
  await expect(count(page)).toHaveText(`${steel.total} products`);
  await expect(cardTitles(page)).toHaveText(steel.items.map((item) => item.title));

  // Reloading the shared URL shows the same page.
  await page.goto('/products?material=Stainless+Steel&sort=price-asc&page=2');
  const cheapSteel = (await (
    await request.get(`/api/user/products/?limit=24&offset=${PAGE_SIZE}&material=Stainless+Steel&price_to=50000&sort=price-asc`)
  ).json()) as ProductPage;
  await expect(cardTitles(page)).toHaveText(cheapSteel.items.map((item) => item.title));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/products');
  await expect(pager(page)).toBeVisible();
  await saveScreenshot(page, testInfo, 'products-large-375');
});

test('a category of a large catalogue pages on the server too', async ({ page, request }) => {
  const nets = (await (await request.get('/api/user/products/?limit=24&category=Bird+Nets')).json()) as ProductPage;
  await page.goto('/category/Bird%20Nets');
  await expect(page.getByText(`${nets.total} products`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Bird Nets', exact: true }).getByRole('heading', { level: 2 })).toHaveText(nets.items.map((item) => item.title));
  if (nets.total > PAGE_SIZE) {
    await pressNext(page);
    await expect(page).toHaveURL(/[?&]page=2\b/);
  }
});
