import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectEveryImageToLoad, expectNoAxeViolations, openInApp, saveScreenshot, test } from '../fixtures';
import { readSiteContent } from '../siteContentLock';

/**
 * The home page (/) and the FAQ page (/faqs), at 375 px and 1280 px: the spinner, the sections in
 * the product brief's order, the bestsellers (the API's `isBest` products), the banner, category,
 * client and FAQ sections, and the FAQ page's topics.
 *
 * The banners, cards, logos and questions below are the content a fresh install is seeded with
 * (migrations 0016 and 0017), which staff may change. The back-office journeys that change it
 * (admin-home-content.spec.ts) put it back, and these tests wait while one holds it.
 */

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  isBest: boolean;
}

async function apiBestsellers(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiProduct[]).filter((product) => product.isBest);
}

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

const BANNER_TITLES = [
  'Keep pigeons off your ledges, for good',
  'Close balconies and courtyards to pigeons',
  'Make rooftops and water tanks monkey-proof',
];
const SECTIONS = ['Our Bestsellers', 'Shop by Category', 'What we do?', 'Our Clients', 'Frequently Asked Questions'];
const CATEGORIES = ['Bird Repellants', 'Monkey Repellants', 'Anti Bird Nets'];
/** The catalogue category each card's 'Shop Now' opens, in card order. */
const CATEGORY_PAGES = ['Bird Spikes', 'Monkey Spikes', 'Bird Nets'] as const;
const CLIENTS = [
  'Tarangini Hotels & Resorts',
  'Shri Kalyaneshwar Temple Trust',
  'Vayuvega Logistics',
  'Narmada Central Terminal',
  'Gulmohar Greens Co-operative Housing Society',
  'Kesar Valley Foods',
];
const HOME_QUESTIONS = [
  'Who are we?',
  'What are bird spikes and how do they work?',
  'Are bird spikes safe for birds and animals?',
  'Where can bird spikes be installed?',
  'Can I use bird spikes at home?',
];
const FAQ_TOPICS = [
  'About BirdShield India',
  'Bird spikes, nets and monkey spikes',
  'Measuring and installation',
  'Care and durability',
  'Ordering and payment',
  'Shipping and delivery',
  'Returns and refunds',
];

/** Each running test's hold on the site content, by test id. */
const unlocks = new Map<string, () => Promise<void>>();

test.beforeEach(async ({ baseURL }, testInfo) => {
  // Waiting for a journey that holds the site content does not count against the test's own time.
  testInfo.setTimeout(testInfo.timeout + 300_000);
  const unlock = await readSiteContent(baseURL);
  unlocks.set(testInfo.testId, unlock);
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook wants from this pattern; this one wants none.
test.afterEach(async ({}, testInfo) => {
  await unlocks.get(testInfo.testId)?.();
  unlocks.delete(testInfo.testId);
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Every slide of a carousel, in view or not (those out of view are hidden from the accessibility tree). */
const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const slidesInView = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/** Opens / and waits for the sections after the home page's spinner. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Bestsellers' })).toBeVisible();
}

test.describe('the home page', () => {
  test('arrives with its sections in the first HTML, and shows its spinner for 500 ms when opened in the app', { tag: '@phone' }, async ({ page, request }, testInfo) => {
    // The first document is rendered on the server with its content: no spinner covers it.
    const firstHtml = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    for (const section of SECTIONS) expect(firstHtml).toContain(section);
    expect(firstHtml).not.toContain('Loading home page');

    // Records when the spinner and the sections first appear, whatever the test's own polling sees.
    await page.addInitScript(() => {
      const seen: { spinner?: number; h1WithSpinner?: boolean; sections?: number } = {};
      Object.assign(window, { homeTimeline: seen });
      new MutationObserver(() => {
        if (seen.spinner === undefined && document.querySelector('main [role="progressbar"][aria-label="Loading home page"]')) {
          seen.spinner = performance.now();
          seen.h1WithSpinner = document.querySelector('main h1') !== null;
        }
        // The home page's own sections: the page it is opened from has headings of its own.
        const sectionShown = Array.from(document.querySelectorAll('main h2')).some((heading) => heading.textContent === 'Our Bestsellers');
        if (seen.sections === undefined && sectionShown) seen.sections = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    // Under reduced motion the carousels start paused, so every banner and card stays where it starts.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { level: 2, name: 'Our Bestsellers' })).toBeVisible();
    const timeline = await page.evaluate(() => (window as unknown as { homeTimeline: Record<string, number | boolean> }).homeTimeline);
    // The h1 is there with the spinner, so focus can land on it after a navigation.
    expect(timeline.h1WithSpinner).toBe(true);
    expect((timeline.sections as number) - (timeline.spinner as number)).toBeGreaterThanOrEqual(450);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('BirdShield India: humane bird spikes, bird nets and monkey spikes');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Only the banner in view is in the accessibility tree, so its title is the first h2.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([BANNER_TITLES[0]!, ...SECTIONS]);
    await expect(region(page, 'Featured').getByRole('button', { name: 'Play slide show' })).toBeVisible();

    // The banner, then one region per section, in order on the page.
    const regions = ['Featured', ...SECTIONS];
    const tops = [];
    for (const name of regions) {
      await expect(region(page, name)).toBeVisible();
      tops.push((await region(page, name).boundingBox())!.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    await expectEveryImageToLoad(page.getByRole('main'));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'home');
  });

  test('the banner has three slides, each linking to /products, with dots to move between them', { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    const banner = region(page, 'Featured');
    await expect(banner).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides(banner)).toHaveCount(3);
    for (const [index, title] of BANNER_TITLES.entries()) {
      const slide = slides(banner).nth(index);
      await expect(slide.getByRole('heading', { level: 2, includeHidden: true })).toHaveText(title);
      await expect(slide.getByRole('link', { name: 'Shop Now', includeHidden: true })).toHaveAttribute('href', '/products');
      await expect(slide.getByRole('img', { includeHidden: true })).toHaveAttribute('alt', /\w/);
    }
    // The first banner loads at once; it is the page's largest picture.
    await expect(slides(banner).first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(slides(banner).first().locator('img')).toHaveAttribute('fetchpriority', 'high');

    await banner.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(BANNER_TITLES[2]!);
    await banner.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Our Range');
  });

  test("'Our Bestsellers' shows exactly the API's isBest products, as many side by side as the width allows", async ({ page, request }, testInfo) => {
    const bestsellers = await apiBestsellers(request);
    expect(bestsellers.length).toBeGreaterThan(3);
    await openHome(page);

    const carousel = region(page, 'Our Bestsellers');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides(carousel)).toHaveCount(bestsellers.length);
    await expect(carousel.getByRole('heading', { level: 3, includeHidden: true })).toHaveText(bestsellers.map((product) => product.title));
    for (const [index, product] of bestsellers.entries()) {
      await expect(slides(carousel).nth(index).getByRole('link', { name: product.title, includeHidden: true })).toHaveAttribute(
        'href',
        `/products/${product.slug}`,
      );
    }
    // Specification section 9: 1 card at 375 px, 3 at 1280 px.
    await expect(slidesInView(carousel)).toHaveCount(isDesktop(testInfo) ? 3 : 1);
    await expect(page.getByRole('main').getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');

    // Buy Now goes to the product's page.
    await slidesInView(carousel).first().getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(`/products/${bestsellers[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bestsellers[0]!.title);
  });

  test('while the bestsellers load, a full-screen spinner covers the page', { tag: '@phone' }, async ({ page, request }) => {
    const bestsellers = await apiBestsellers(request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/user/products/',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The first document comes with its bestsellers; the overlay belongs to a visit inside the app.
    await openInApp(page, '/');
    const overlay = page.getByRole('progressbar', { name: 'Loading bestsellers' });
    await expect(overlay).toBeVisible();
    // The page under the overlay is inert: nothing on it can be clicked or focused.
    const main = page.getByRole('main', { includeHidden: true });
    expect(await main.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);

    release();
    await expect(overlay).toHaveCount(0);
    await expect(slides(region(page, 'Our Bestsellers'))).toHaveCount(bestsellers.length);
  });

  test("'Shop by Category' has three cards whose 'Shop Now' each go to their own category", { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    const section = region(page, 'Shop by Category');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(CATEGORIES);
    const shopNow = section.getByRole('link', { name: 'Shop Now' });
    await expect(shopNow).toHaveCount(3);
    for (const [index, category] of CATEGORY_PAGES.entries())
      await expect(shopNow.nth(index)).toHaveAttribute('href', `/category/${encodeURIComponent(category)}`);

    const [, second] = CATEGORY_PAGES;
    await shopNow.nth(1).click();
    await expect(page).toHaveURL(`/category/${encodeURIComponent(second)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  });

  test("'What we do?' tells the story with its picture and says the company was founded in 2010", { tag: '@phone' }, async ({ page }) => {
    await openHome(page);
    const section = region(page, 'What we do?');
    await expect(section.getByText(/^Since 2010, BirdShield India/)).toBeVisible();
    await expect(section.getByRole('img')).toHaveAttribute('alt', /installer/);
    await expect(section.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  });

  test("'Our Clients' shows six named logos in a carousel that loops", async ({ page }, testInfo) => {
    await openHome(page);
    const carousel = region(page, 'Our Clients');
    await expect(slides(carousel)).toHaveCount(6);
    await expect(carousel.locator('img')).toHaveCount(6);
    for (const [index, name] of CLIENTS.entries()) {
      await expect(slides(carousel).nth(index).locator('img')).toHaveAttribute('alt', name);
    }
    await expect(slidesInView(carousel)).toHaveCount(isDesktop(testInfo) ? 5 : 1);

    // At the start, 'Previous slide' goes round to the end.
    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slidesInView(carousel).last()).toHaveAttribute('aria-label', '6 of 6');
  });

  test('the five questions open by keyboard, one at a time', { tag: '@desktop' }, async ({ page }) => {
    await openHome(page);
    const section = region(page, 'Frequently Asked Questions');
    const questions = section.getByRole('button');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(HOME_QUESTIONS);
    await expect(questions).toHaveText(HOME_QUESTIONS);
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

    const who = section.getByRole('button', { name: HOME_QUESTIONS[0] });
    await who.focus();
    await page.keyboard.press('Enter');
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('group', { name: HOME_QUESTIONS[0] })).toContainText('founded in 2015');

    await page.keyboard.press('Tab');
    const what = section.getByRole('button', { name: HOME_QUESTIONS[1] });
    await expect(what).toBeFocused();
    await page.keyboard.press('Space');
    await expect(what).toHaveAttribute('aria-expanded', 'true');
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByRole('group', { name: HOME_QUESTIONS[1] })).toContainText('Bird spikes are strips of upright rods');

    await expect(page.getByRole('main').getByRole('link', { name: 'See All FAQs' })).toHaveAttribute('href', '/faqs');
    await expectNoAxeViolations(page);
  });
});

test.describe('the FAQ page', () => {
  test('groups every question by topic, with links to the topics and a way to ask us', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/faqs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link')).toHaveText(FAQ_TOPICS);
    for (const topic of FAQ_TOPICS) {
      const section = region(page, topic);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(topic);
      expect(await section.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
    }
    // The home page's five are among them.
    for (const question of HOME_QUESTIONS) await expect(main.getByRole('button', { name: question, exact: true })).toHaveCount(1);

    const ask = region(page, 'Still have a question?');
    await expect(ask.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(ask.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    await expect(ask.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');

    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'faqs');
  });

  test('answers agree with the shop policies, and several can be open at once', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/faqs');
    const main = page.getByRole('main');
    const answers: Array<[string, RegExp]> = [
      ['How much does shipping cost?', /Orders above ₹999 ship free/],
      ['Which payment methods do you accept?', /Razorpay.*credit and debit cards, UPI/],
      ['How long do refunds take?', /within 5-7 working days to the original payment method/],
      ['How do I return a product?', /within 7 days of delivery/],
      ['Which product should I buy for pigeons?', /anti-bird net/],
      ['How do I keep monkeys away?', /monkey spikes/],
    ];
    for (const [question, answer] of answers) {
      const button = main.getByRole('button', { name: question, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(main.getByRole('group', { name: question })).toContainText(answer);
    }
    // All still open: on this page answers stay open to be compared.
    for (const [question] of answers) await expect(main.getByRole('button', { name: question, exact: true })).toHaveAttribute('aria-expanded', 'true');

    // The returns answer's e-mail address and policy link work.
    const howToReturn = main.getByRole('group', { name: 'How do I return a product?' });
    await expect(howToReturn.getByRole('link', { name: /^returns@/ })).toHaveAttribute('href', /^mailto:returns@/);
    await expectNoAxeViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, 'faqs-open');
  });

  test('a topic link moves to its topic, and questions open by keyboard', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Returns and refunds' }).click();
    await expect(page).toHaveURL(/\/faqs#returns$/);
    const topic = region(page, 'Returns and refunds').getByRole('heading', { level: 2 });
    await expect(topic).toBeInViewport();
    // Not under the shell's sticky header.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await topic.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

    const question = page.getByRole('button', { name: 'Can I exchange a product for another size?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Can I exchange a product for another size?' })).toContainText('We do not exchange products.');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test("the home page's answers are the FAQ page's, word for word", { tag: '@phone' }, async ({ page }) => {
    const readAnswers = async (scope: Locator) => {
      const texts: string[] = [];
      for (const question of HOME_QUESTIONS) {
        const button = scope.getByRole('button', { name: question, exact: true });
        await button.click();
        const answer = scope.getByRole('group', { name: question });
        await expect(answer).toBeVisible();
        texts.push((await answer.innerText()).trim());
      }
      return texts;
    };
    await openHome(page);
    const onHome = await readAnswers(region(page, 'Frequently Asked Questions'));
    await page.goto('/faqs');
    const onFaqs = await readAnswers(page.getByRole('main'));
    expect(onHome).toEqual(onFaqs);
    expect(onHome.every((text) => text.length > 80)).toBe(true);
  });
});
