import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, openInApp, saveScreenshot, test } from '../fixtures';
import { expectOverlayOpensAfterFailedFetch } from '../onDemand';

/**
 * The product detail page (/products/{slug}) at 375 px and 1280 px: every part with its texts,
 * the gallery by keyboard, Add To Cart and Buy Now against the stored cart, the share fallback,
 * reviews or their empty state, and the pages for an unknown, unavailable or unreachable product.
 * Products are picked from the seeded catalogue through the API, never by hard-coded ids.
 */

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  short_desc: string;
  long_desc: string;
  price: number;
  max_price: number;
  category_name: string;
  material: string;
  image1: string;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  image5: string | null;
  /** Each photo with the alt text staff wrote. */
  pictures?: { url: string; alt: string }[];
  bullet_one: string;
  bullet_two: string;
  bullet_three: string;
  bullet_four: string;
  bullet_five: string;
  average_rating: string;
  review_count: number;
  in_stock: boolean;
}

interface ApiReview {
  user_name: string;
  review_text: string;
  status: string;
}

interface StoredCartLine {
  id: number;
  quantity: number;
  productTotal: number;
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

async function reviewsOf(request: APIRequestContext, product: ApiProduct): Promise<ApiReview[]> {
  const response = await request.get('/api/user/reviews/', { params: { product_id: product.id } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiReview[]).filter((review) => review.status === 'published');
}

const imagesOf = (product: ApiProduct) =>
  [product.image1, product.image2, product.image3, product.image4, product.image5].filter((image): image is string => !!image);

/**
 * A reviewed product with several pictures, sold one way (its page has no choice of pack: variants.spec.ts
 * walks one that has): the richest plain page the seed offers.
 */
async function reviewedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products = await catalogue(request);
  for (const candidate of products.filter((product) => product.review_count >= 2 && imagesOf(product).length >= 3)) {
    const detail = (await (await request.get(`/api/user/products/${candidate.slug}/`)).json()) as { variants?: unknown[] };
    if ((detail.variants?.length ?? 1) === 1) return candidate;
  }
  throw new Error('the seed has no reviewed product with three or more pictures, sold one way');
}

async function unreviewedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await catalogue(request)).find((candidate) => candidate.review_count === 0);
  expect(product, 'the seed has a product without reviews').toBeDefined();
  return product!;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const percentOff = (product: ApiProduct) => Math.round(((product.max_price - product.price) / product.max_price) * 100);
/** Each photo is announced by what staff wrote about it in the product editor, as the API answers it. */
const imageAlt = (product: ApiProduct, position: number) => {
  const alt = product.pictures?.[position - 1]?.alt;
  expect(alt, `photo ${position} of ${product.slug} has its own alt text`).toBeTruthy();
  expect(alt).not.toBe(`${product.title} — image ${position} of ${imagesOf(product).length}`);
  return alt!;
};
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const addToCart = (page: Page) => page.getByRole('button', { name: 'Add To Cart', exact: true });
const buyNow = (page: Page) => page.getByRole('button', { name: 'Buy Now', exact: true });
const thumbnails = (page: Page) => page.getByRole('list', { name: 'Product images' });
const mainPicture = (page: Page) => page.getByRole('button', { name: /^View full screen: / });

async function storedCart(page: Page): Promise<StoredCartLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as StoredCartLine[]);
}

async function top(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test.describe('a product', () => {
  test('shows every part with its texts, in order', async ({ page, request }, testInfo) => {
    const product = await reviewedProduct(request);
    const reviews = await reviewsOf(request, product);
    await page.goto(`/products/${product.slug}`);

    await expect(heading(page)).toHaveText(product.title);
    await expect(heading(page)).toHaveCount(1);
    await expect(page).toHaveTitle(`${product.title} | BirdShield India`);

    // Breadcrumbs: Home › Products › {category} › {title}.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    // The current page's crumb is a disabled link, so only three lead anywhere.
    await expect(crumbs.getByRole('link', { disabled: false })).toHaveText(['Home', 'Products', product.category_name]);
    await expect(crumbs.getByRole('link', { name: product.category_name, exact: true })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent(product.category_name)}`,
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.title);

    // Gallery: the first picture large, a thumbnail per picture.
    const count = imagesOf(product).length;
    await expect(mainPicture(page)).toHaveAccessibleName(`View full screen: ${imageAlt(product, 1)}`);
    await expect(thumbnails(page).getByRole('button')).toHaveCount(count);
    await expect(thumbnails(page).getByRole('button', { name: imageAlt(product, 1), exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Rating to one decimal with the number of reviews; price, M.R.P. and the discount; stock.
    await expect(page.getByRole('img', { name: `Rated ${Number(product.average_rating).toFixed(1)} out of 5` }).first()).toBeVisible();
    await expect(page.getByText(`(${product.review_count} reviews)`)).toBeVisible();
    const summary = page.locator('main');
    await expect(summary).toContainText(rupees(product.price));
    await expect(summary.locator('s', { hasText: rupees(product.max_price) })).toBeVisible();
    await expect(page.getByText(`${percentOff(product)}% off`, { exact: true })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();

    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await expect(addToCart(page)).toBeEnabled();
    await expect(buyNow(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: `Share ${product.title}` })).toBeVisible();

    // The five highlights.
    const highlights = page.getByRole('region', { name: 'Highlights' }).getByRole('listitem');
    await expect(highlights).toHaveText([product.bullet_one, product.bullet_two, product.bullet_three, product.bullet_four, product.bullet_five]);

    // Tabs: both show the long description; Technical Specifications also material and category.
    const firstParagraph = product.long_desc.split(/\n\s*\n/)[0]!.trim();
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(firstParagraph);
    await page.getByRole('tab', { name: 'Technical Specifications' }).click();
    const specifications = page.getByRole('tabpanel', { name: 'Technical Specifications' });
    await expect(specifications.getByRole('row', { name: `Material ${product.material}` })).toBeVisible();
    await expect(specifications.getByRole('row', { name: `Category ${product.category_name}` })).toBeVisible();
    await expect(specifications).toContainText(firstParagraph);

    // Reviews: each published one with its author, text and a relative date.
    const reviewList = page.getByRole('list', { name: 'Customer reviews' });
    await expect(reviewList.getByRole('listitem')).toHaveCount(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const item = reviewList.getByRole('listitem').nth(index);
      await expect(item).toContainText(review.user_name);
      await expect(item).toContainText(review.review_text);
      // The review's own date; a reply from the shop carries another.
      await expect(item.locator('time').first()).toHaveText(/ ago$/);
    }
    await expect(page.getByText(`Based on ${product.review_count} reviews`)).toBeVisible();

    // Order on the page: trail, pictures, title (beside the pictures on desktop), tabs, reviews.
    const galleryTop = await top(page, thumbnails(page));
    const titleTop = await top(page, heading(page));
    if (isPhone(testInfo)) expect(titleTop).toBeGreaterThan(galleryTop);
    else {
      const titleBox = (await heading(page).boundingBox())!;
      const galleryBox = (await thumbnails(page).boundingBox())!;
      expect(titleBox.x).toBeGreaterThan(galleryBox.x + galleryBox.width);
    }
    expect(await top(page, crumbs)).toBeLessThan(Math.min(titleTop, galleryTop));
    const tabsTop = await top(page, page.getByRole('tablist', { name: 'Product information' }));
    const reviewsTop = await top(page, page.getByRole('heading', { name: 'Customer reviews' }));
    expect(tabsTop).toBeGreaterThan(titleTop);
    expect(reviewsTop).toBeGreaterThan(tabsTop);

    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product');
  });

  test('thumbnails switch the main picture by keyboard, and the picture opens full screen', { tag: '@desktop' }, async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    const second = thumbnails(page).getByRole('button', { name: imageAlt(product, 2), exact: true });
    const third = thumbnails(page).getByRole('button', { name: imageAlt(product, 3), exact: true });

    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(mainPicture(page)).toHaveAccessibleName(`View full screen: ${imageAlt(product, 2)}`);
    await expect(mainPicture(page).locator('img')).toHaveAttribute('src', new RegExp(`${product.image2!.replace(/[.]/g, '\\.')}$`));

    await page.keyboard.press('Tab');
    await expect(third).toBeFocused();
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(mainPicture(page)).toHaveAccessibleName(`View full screen: ${imageAlt(product, 3)}`);

    // The large picture opens the lightbox at the same picture; arrows move, Escape closes.
    await mainPicture(page).focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Product images, full screen' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('img', { name: imageAlt(product, 3), exact: true })).toBeVisible();
    // The arrows are the dialog's: a key pressed before the opening dialog has taken focus goes to the page.
    await expect.poll(() => lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByRole('img', { name: imageAlt(product, 2), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(mainPicture(page)).toBeFocused();
    await expect(mainPicture(page)).toHaveAccessibleName(`View full screen: ${imageAlt(product, 2)}`);
  });

  test('Add To Cart stores the chosen quantity, and again adds to it', { tag: '@phone' }, async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    await expect(heading(page)).toHaveText(product.title);

    await page.getByRole('button', { name: 'Increase Quantity' }).click();
    await page.getByRole('button', { name: 'Increase Quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await addToCart(page).click();

    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 3, productTotal: 3 * product.price })]);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // Typed quantities count too; the same product adds to its line.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('2');
    await quantity.press('Tab');
    await addToCart(page).click();
    await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 5, productTotal: 5 * product.price })]);
  });

  test("Buy Now adds to the cart, shows 'Processing your order...', then goes to checkout (by way of sign-in)", { tag: '@phone' }, async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    await expect(heading(page)).toHaveText(product.title);

    // Timed inside the page: how soon the test runner sees the overlay depends on how busy the machine is.
    await page.evaluate(() => {
      const times: { shown?: number; hidden?: number } = {};
      Object.defineProperty(window, 'buyNowTimes', { value: times });
      new MutationObserver(() => {
        const isShown = document.body.textContent?.includes('Processing your order...');
        if (times.shown === undefined && isShown) times.shown = performance.now();
        if (times.shown !== undefined && times.hidden === undefined && !isShown) times.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await buyNow(page).click();
    const overlay = page.getByRole('progressbar', { name: 'Processing your order...' });
    // Read from the page's own record: the click may return after the 1.2 s overlay has gone.
    await expect.poll(() => page.evaluate(() => (window as unknown as { buyNowTimes: { shown?: number } }).buyNowTimes.shown)).toBeDefined();
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 1, productTotal: product.price })]);

    // Checkout is a signed-in page: a signed-out shopper passes through it to /signup, which brings them back
    // to /checkout after login. The stop at /checkout lasts a render, so the test reads where they are sent back.
    await expect(page).toHaveURL('/signup');
    expect(await page.evaluate(() => (history.state as { usr?: { from?: string } } | null)?.usr?.from)).toBe('/checkout');
    await expect(overlay).toBeHidden();
    const { shown, hidden } = await page.evaluate(() => (window as unknown as { buyNowTimes: { shown: number; hidden: number } }).buyNowTimes);
    expect(hidden - shown, 'the overlay shows for 1.2 s').toBeGreaterThanOrEqual(1150);
  });

  test("Share copies the link when the device cannot share, and says 'Link copied to clipboard!'", { tag: '@phone' }, async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, 'copiedLinks', { value: copied });
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: async (text: string) => void copied.push(text) }),
      });
    });
    await page.goto(`/products/${product.slug}`);

    await page.getByRole('button', { name: `Share ${product.title}` }).click();
    await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => (window as unknown as { copiedLinks: string[] }).copiedLinks);
    expect(copied).toEqual([new URL(`/products/${product.slug}`, page.url()).href]);
  });

  test("a product without reviews says 'No reviews yet.'", { tag: '@phone' }, async ({ page, request }) => {
    const product = await unreviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    await expect(heading(page)).toHaveText(product.title);

    await expect(page.getByRole('heading', { name: 'No reviews yet.' })).toBeVisible();
    await expect(page.getByText('Not rated yet', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Customer reviews' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the buy buttons stay at hand: a bar at the bottom of the phone screen, beside the details on desktop', async ({ page, request }, testInfo) => {
    const product = await reviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();

    const viewport = page.viewportSize()!;
    const box = (await addToCart(page).boundingBox())!;
    if (isPhone(testInfo)) {
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(buyNow(page)).toBeInViewport();
      // The page ends above the bar: the footer's last line can be read.
      await page.getByText(/© 2025/).scrollIntoViewIfNeeded();
      const copyright = (await page.getByText(/© 2025/).boundingBox())!;
      expect(copyright.y + copyright.height).toBeLessThan(box.y);
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      const quantity = (await page.getByRole('textbox', { name: 'Quantity' }).boundingBox())!;
      const inFlow = (await addToCart(page).boundingBox())!;
      expect(inFlow.y).toBeGreaterThan(quantity.y);
      expect(inFlow.y + inFlow.height).toBeLessThan(viewport.height);
    }
  });

  test('the page does not shift as the product and its pictures arrive', async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.goto(`/products/${product.slug}`);
    await expect(heading(page)).toHaveText(product.title);
    await expect(mainPicture(page).locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByRole('list', { name: 'Customer reviews' })).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });
});

test.describe('a product that cannot be shown', { tag: '@phone' }, () => {
  test.describe('an unknown slug', () => {
    // The page and the product call both answer 404, and Chromium logs each failed load.
    test.use({ expectedConsoleErrors: [/status of 404/] });

  test("an unknown slug shows 'Product not found' and the way to all products", async ({ page }) => {
    await page.goto('/products/no-such-product-anywhere');
    await expect(heading(page)).toHaveText('Product not found');
    await expect(page).toHaveTitle(/^Product not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(heading(page)).toHaveText('Discover Our Range');
  });
  });

  test("out of stock: 'Out of stock', and neither Add To Cart nor Buy Now", async ({ page, request }) => {
    const product = await reviewedProduct(request);
    await page.route(`**/api/user/products/${product.slug}/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), in_stock: false } });
    });
    await openInApp(page, `/products/${product.slug}`);

    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(addToCart(page)).toBeDisabled();
    await expect(buyNow(page)).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test.describe('when the shop cannot be reached', () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("says 'Failed to fetch product details.' and loads the product on retry", async ({ page, request }) => {
      const product = await reviewedProduct(request);
      const path = `**/api/user/products/${product.slug}/`;
      await page.route(path, (route) => route.fulfill({ status: 503, json: { detail: 'Service unavailable.' } }));
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await openInApp(page, `/products/${product.slug}`);

      await expect(heading(page)).toHaveText('Failed to fetch product details.');
      expect(alerts).toContain('An unexpected error occurrred.');
      await expectNoAxeViolations(page);

      await page.unroute(path);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page)).toHaveText(product.title);
    });
  });
});

test.describe('a product, offline', { tag: '@phone' }, () => {
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_FAILED/] });

  test('the lightbox code comes on demand: a failed fetch says so and leaves the page usable, and the next press opens it', async ({
    page,
    request,
  }) => {
    const product = await reviewedProduct(request);
    // The lightbox is not part of the product page's first load.
    await expectOverlayOpensAfterFailedFetch(page, {
      code: '**/assets/Lightbox-*.js',
      visit: async () => {
        await page.goto(`/products/${product.slug}`);
        await expect(heading(page)).toHaveText(product.title);
      },
      trigger: mainPicture(page),
      dialog: page.getByRole('dialog', { name: 'Product images, full screen' }),
    });
  });
});

test.describe('a product, before its controls have their code', () => {
  // A finger down on a tab while the tabs' code is on its way, lifted once it has come: react-aria hears
  // only the lifting, which is no press to it, so the page presses it again whole (shared/deferredPart.tsx).
  test('a press begun before the tabs hydrate and ended after still switches the tab', { tag: '@phone' }, async ({ page }) => {
    await page.route(/\/assets\/ProductInfoTabs-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/products/ss-bird-spikes');
    const tab = page.getByRole('tab', { name: 'Technical Specifications' });
    await tab.scrollIntoViewIfNeeded();
    const box = (await tab.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Hydrated: React has taken the tab's element as its own.
    await expect.poll(() => tab.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await page.mouse.up();
    await expect(page.getByRole('tabpanel', { name: 'Technical Specifications' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Technical Specifications' })).toHaveAttribute('aria-selected', 'true');
  });

  // A finger's tap sends its click in a task after the lifting: on a slow phone the variants' code can come between.
  test('a tap lifted before the variants hydrate, whose click comes after, still chooses the variant', { tag: '@phone' }, async ({ page }) => {
    let sendCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => (sendCode = resolve));
    await page.route(/\/assets\/VariantOptions-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/products/ss-bird-spikes');
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    const bulkPack = { name: /^Bulk pack of 50/ };
    const bulk = sizes.getByRole('radio', bulkPack);
    const label = sizes.locator('label').filter({ has: page.getByRole('radio', bulkPack) });
    await label.scrollIntoViewIfNeeded();
    for (const type of ['pointerover', 'pointerdown', 'pointerup']) await label.dispatchEvent(type, { pointerType: 'touch', isPrimary: true });
    sendCode();
    await expect.poll(() => label.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await label.dispatchEvent('click', { detail: 1 });
    await expect(bulk).toBeChecked();
  });
});
