import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectEveryImageToLoad, expectNoAxeViolations, openInApp, saveScreenshot, test } from '../fixtures';

/**
 * The gallery (/gallery) with its full-screen lightbox, and the About page (/about), at 375 px
 * and 1280 px.
 */

interface ApiGalleryItem {
  id: number;
  image: string;
  image_title: string;
  image_description: string;
}

async function galleryItems(request: APIRequestContext): Promise<ApiGalleryItem[]> {
  const response = await request.get('/api/user/gallery/');
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as ApiGalleryItem[];
  // Wrapping round and moving both ways need three photos at least; the demo catalogue has ten.
  expect(items.length).toBeGreaterThanOrEqual(3);
  return items;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

const photoList = (page: Page) => page.getByRole('list', { name: 'Gallery', exact: true });
const thumbnail = (page: Page, item: ApiGalleryItem) => photoList(page).getByRole('button', { name: item.image_title, exact: true });
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Gallery photos, full screen' });

/**
 * Checks the photo shown in the lightbox: its image (described by the item's description), its
 * title and description under it, and what screen readers hear. Then waits for the fade to end:
 * mid-fade the caption is translucent, and axe would measure its contrast then.
 */
async function expectShowing(page: Page, items: ApiGalleryItem[], index: number): Promise<void> {
  const item = items[index]!;
  const dialog = lightbox(page);
  // Only the current photo is a figure: its two neighbours are inert and hidden.
  const figure = dialog.getByRole('figure');
  await expect(dialog.locator('[aria-live]')).toHaveText(`Photo ${index + 1} of ${items.length}: ${item.image_title}`);
  await expect(figure.getByRole('heading', { level: 2 })).toHaveText(item.image_title);
  await expect(figure.getByText(item.image_description, { exact: true })).toBeVisible();
  await expect(figure.getByRole('img', { name: item.image_description })).toHaveAttribute(
    'src',
    new RegExp(`${escapeRegExp(item.image)}$`),
  );
  await expect(dialog.getByText(`${index + 1} / ${items.length}`, { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
}

/**
 * A horizontal swipe over the photo: a real touch on the phone (through the DevTools protocol, as
 * Playwright's touchscreen only taps), a mouse drag on the desktop. Negative `dx` is towards the left.
 */
async function swipe(page: Page, testInfo: TestInfo, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const steps = 8;
  if (isPhone(testInfo)) {
    const session = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y }] });
    await touch('touchStart', x);
    for (let step = 1; step <= steps; step += 1) await touch('touchMove', x + (dx * step) / steps);
    await touch('touchEnd', x + dx);
    await session.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps });
    await page.mouse.up();
  }
}

test.describe('the gallery', () => {
  test("shows 'Gallery' and every photo of the API as a button named by its title", { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const items = await galleryItems(request);
    await page.goto('/gallery');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByText(`${items.length} photos`, { exact: true })).toBeVisible();
    const entries = photoList(page).getByRole('listitem');
    await expect(entries).toHaveCount(items.length);

    for (const [index, item] of items.entries()) {
      const button = entries.nth(index).getByRole('button');
      await expect(button).toHaveAccessibleName(item.image_title);
      await expect(button).toHaveText(item.image_title);
      const image = button.locator('img');
      await expect(image).toHaveAttribute('src', new RegExp(`${escapeRegExp(item.image)}$`));
      // Decorative inside the button, whose name is the title; it keeps a 3:2 box before it loads.
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '800');
    }
    // The photos below the fold wait until they are scrolled to.
    await expect(photoList(page).locator('img[loading="lazy"]')).toHaveCount(Math.max(0, items.length - 6));

    // Every photo loads (those below the fold when scrolled to).
    await expectEveryImageToLoad(photoList(page));

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'gallery');
  });

  test('lays the photos out in two columns on a phone and three on a desktop', async ({ page }, testInfo) => {
    await page.goto('/gallery');
    const entries = photoList(page).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    const tops = await entries.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0]).length).toBe(isPhone(testInfo) ? 2 : 3);
  });

  test('by mouse: a photo opens full screen with its title and description; the buttons move and wrap round; Close returns focus', { tag: '@desktop' }, async ({
    page,
    request,
  }, testInfo) => {
    const items = await galleryItems(request);
    const last = items.length - 1;
    await page.goto('/gallery');

    const opener = thumbnail(page, items[last - 1]!);
    await opener.click();
    await expect(lightbox(page)).toBeVisible();
    await expectShowing(page, items, last - 1);

    const next = lightbox(page).getByRole('button', { name: 'Next image' });
    const previous = lightbox(page).getByRole('button', { name: 'Previous image' });
    await next.click();
    await expectShowing(page, items, last);
    // Past the last photo comes the first, and back.
    await next.click();
    await expectShowing(page, items, 0);
    await saveScreenshot(page, testInfo, 'gallery-lightbox', { fullPage: false });
    await expectNoAxeViolations(page);
    await previous.click();
    await expectShowing(page, items, last);

    await lightbox(page).getByRole('button', { name: 'Close' }).click();
    await expect(lightbox(page)).toBeHidden();
    // Back on the photo that opened it, not the one last seen.
    await expect(opener).toBeFocused();
  });

  test('by keyboard: Enter opens, arrow keys move and wrap round, Escape closes back on the thumbnail', { tag: '@desktop' }, async ({ page, request }) => {
    const items = await galleryItems(request);
    const last = items.length - 1;
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');

    const opener = thumbnail(page, items[0]!);
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page)).toBeFocused();
    await expectShowing(page, items, 0);

    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, items, last);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, items, 0);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, items, 1);

    // Focus stays inside while it is open.
    for (let stop = 0; stop < 4; stop += 1) {
      await page.keyboard.press('Tab');
      expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    // Back on the photo that opened it, with the keyboard focus ring.
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('data-focus-visible', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Tab moves on to the next photo: the grid is in reading order.
    await page.keyboard.press('Tab');
    await expect(thumbnail(page, items[1]!)).toBeFocused();
  });

  test('a swipe moves to the next or previous photo, wrapping round', { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const items = await galleryItems(request);
    await page.goto('/gallery');
    await thumbnail(page, items[0]!).click();
    await expectShowing(page, items, 0);

    const photo = () => lightbox(page).getByRole('figure').getByRole('img');
    await swipe(page, testInfo, photo(), -150);
    await expectShowing(page, items, 1);
    await swipe(page, testInfo, photo(), 150);
    await expectShowing(page, items, 0);
    await swipe(page, testInfo, photo(), 150);
    await expectShowing(page, items, items.length - 1);
    // A short drag springs back.
    await swipe(page, testInfo, photo(), -20);
    await expectShowing(page, items, items.length - 1);
  });

  test('says so when there are no photos', { tag: '@phone' }, async ({ page }) => {
    await page.route('**/api/user/gallery/', (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByRole('heading', { level: 2, name: 'No photos in the gallery yet' })).toBeVisible();
    await expect(photoList(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse Products' }).first()).toHaveAttribute('href', '/products');
    await expectNoAxeViolations(page);
  });

  test('shows a spinner while the photos load', { tag: '@phone' }, async ({ page, request }) => {
    const items = await galleryItems(request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/gallery/', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await expect(page.getByRole('progressbar', { name: 'Loading gallery' })).toBeVisible();
    release();
    await expect(photoList(page).getByRole('listitem')).toHaveCount(items.length);
    await expect(page.getByRole('progressbar', { name: 'Loading gallery' })).toHaveCount(0);
  });

  test.describe('when the shop cannot be reached', { tag: '@phone' }, () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test('says the photos could not be loaded, and loads them on retry', async ({ page, request }) => {
      const items = await galleryItems(request);
      await page.route('**/api/user/gallery/', (route) => route.fulfill({ status: 503, json: { detail: 'Service unavailable.' } }));
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await openInApp(page, '/gallery');

      await expect(page.getByRole('alert').filter({ hasText: 'We could not load the gallery just now.' })).toBeVisible();
      expect(alerts).toContain('An unexpected error occurrred.');
      await expect(photoList(page)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.unroute('**/api/user/gallery/');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(photoList(page).getByRole('listitem')).toHaveCount(items.length);
    });
  });
});

interface AboutTimeline {
  /** When the page's own spinner ('Loading About Us') first showed, and when the h1 first did (ms). */
  spinnerAt?: number;
  headingAt?: number;
}

/**
 * Records when the About spinner and the About h1 first appear in the page. A 500 ms spinner is
 * easily missed by polling assertions on a busy machine; a mutation observer misses nothing.
 */
async function watchAboutSpinner(page: Page): Promise<() => Promise<AboutTimeline>> {
  await page.addInitScript(() => {
    const timeline: { spinnerAt?: number; headingAt?: number } = {};
    Object.assign(window, { aboutTimeline: timeline });
    new MutationObserver(() => {
      const main = document.querySelector('main');
      if (!main) return;
      const spinner = main.querySelector('[role="progressbar"][aria-label="Loading About Us"]');
      if (spinner && timeline.spinnerAt === undefined) timeline.spinnerAt = performance.now();
      const heading = main.querySelector('h1');
      if (heading?.textContent === 'Learn More About Us' && timeline.headingAt === undefined) timeline.headingAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { aboutTimeline: AboutTimeline }).aboutTimeline);
}

/** The spinner showed, then the heading, about 500 ms later (a little less allows for the observer's timing). */
function expectSpinnerFirst({ spinnerAt, headingAt }: AboutTimeline): void {
  expect(spinnerAt, 'the About spinner showed').toBeDefined();
  expect(headingAt, 'the About heading showed').toBeDefined();
  expect(headingAt! - spinnerAt!).toBeGreaterThanOrEqual(450);
}

test.describe('the About page', () => {
  test("arrives with 'Learn More About Us', 'Who we Are ?' and 'Why Choose Us ?' and the company's story, without its spinner", { tag: '@phone' }, async ({ page, request }, testInfo) => {
    // The first document is rendered on the server with its content; the spinner belongs to visits
    // inside the app (the next test).
    const firstHtml = await (await request.get('/about', { headers: { accept: 'text/html' } })).text();
    expect(firstHtml).toContain('Who we Are ?');
    expect(firstHtml).not.toContain('Loading About Us');
    const timeline = await watchAboutSpinner(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn More About Us');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect((await timeline()).spinnerAt, 'no spinner on the first document').toBeUndefined();

    const main = page.getByRole('main');
    const who = main.getByRole('region', { name: 'Who we Are ?' });
    const why = main.getByRole('region', { name: 'Why Choose Us ?' });
    await expect(who.getByRole('heading', { level: 2 })).toHaveText('Who we Are ?');
    await expect(why.getByRole('heading', { level: 2 })).toHaveText('Why Choose Us ?');

    // The product brief's claims about the company, as this page states them.
    for (const claim of [
      /founded in 2015/,
      /registered Indian brand/,
      /across India and abroad/,
      /brand stores on large e-commerce marketplaces/,
      /Our spikes are humane/,
      /stainless steel or tough polycarbonate/,
    ]) {
      await expect(who.getByText(claim)).toBeVisible();
    }
    await expect(who.getByRole('list', { name: 'Trusted in' }).getByRole('listitem')).toHaveText([
      'Homes',
      'Offices',
      'Factories',
      'Warehouses',
      'Temples',
      'Agricultural spaces',
    ]);
    const image = who.getByRole('img', { name: 'The BirdShield India workshop, with our delivery van parked outside' });
    await expect(image).toHaveAttribute('src', '/images/about/who-we-are.webp');
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // The three reasons the product brief names.
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Polycarbonate spikes', 'Built to last', 'Monkey spikes']);

    const facts = main.getByRole('region', { name: 'BirdShield India at a glance' });
    await expect(facts.locator('dd')).toHaveText(['2015', '2 materials', 'All India', '7 days']);

    const next = main.getByRole('region', { name: 'Let us help you keep birds away' });
    await expect(next.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute('href', '/products');
    await expect(next.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(next.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(next.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'about');
  });

  test('reached from the menu, the page takes focus at its heading once the spinner ends', { tag: '@desktop' }, async ({ page }) => {
    const timeline = await watchAboutSpinner(page);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Hello, User' }).getByRole('navigation', { name: 'More Links' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('main h1')).toHaveText('Learn More About Us');
    await expect(page.locator('main h1')).toBeFocused();
    expectSpinnerFirst(await timeline());
  });

  test("'Shop All Products' goes to the products", { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Shop All Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Our Range');
  });
});
