import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { readableToken } from '../journeys';
import { expectOverlayOpensAfterFailedFetch } from '../onDemand';

/**
 * The shell around every page: announcement bar, header (search, account, wishlist, cart), side
 * drawer, category bar, footer, the not-found page, page metadata, focus and announcements after a
 * navigation. Most tests start on an unknown path: the shell's own page, whatever the others show.
 */

const START = '/no-such-page';
/**
 * The server answers an unknown path 404 (for crawlers) with the storefront's page, and the browser logs
 * that status of the document itself; every test that starts on START expects that one line.
 */
const NOT_FOUND_DOCUMENT = /Failed to load resource: the server responded with a status of 404/;
test.use({ expectedConsoleErrors: [NOT_FOUND_DOCUMENT] });
// The shipping promise comes from the demo's shipping rule (₹99 below ₹999); the other message is staff's.
const HEADLINES = ['Free shipping on orders of ₹999 or more', 'Secure online payments available'];
const HOURS = 'Mon - Sat: 9:00 AM - 8:00 PM';
const ROTATION_MS = 4000;

interface Category {
  id: number;
  category_name: string;
}
interface PageMetadata {
  title: string;
  description: string;
  canonical_url: string;
  og_image: string;
  twitter_card: string;
}

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
/** A token the storefront can read, valid for another hour (an unreadable one counts as expired and logs out). */
const signedInToken = () => readableToken(Math.floor(Date.now() / 1000) + 3600);
const categoryPath = (name: string) => `/category/${encodeURIComponent(name)}`;

async function categories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/user/uploadCategory/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Category[];
}

async function pageMetadata(request: APIRequestContext): Promise<Record<string, PageMetadata>> {
  const response = await request.get('/seo-json/seo.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, PageMetadata>;
}

/** Hrefs of a list of links, in order. */
async function hrefs(links: ReturnType<Page['getByRole']>): Promise<(string | null)[]> {
  return Promise.all((await links.all()).map((link) => link.getAttribute('href')));
}

test.describe('shell: announcement bar', () => {
  test('opens a WhatsApp chat, shows the hours on wide screens, and turns its headlines every 4 s', async ({ page }, testInfo) => {
    await page.clock.install();
    await page.goto(START);

    const bar = page.getByRole('region', { name: 'Announcements' });
    const chat = bar.getByRole('link', { name: /^\+91 98765 43210, chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    if (isDesktop(testInfo)) {
      await expect(bar.getByText(HOURS)).toBeVisible();
      await expect(bar.getByText('+91 98765 43210')).toBeVisible();
    } else {
      // The simpler phone bar: the chat icon stands for the number, and the hours are left out.
      await expect(bar.getByText(HOURS)).toBeHidden();
    }

    const headline = bar.locator('p');
    await expect(headline).toHaveText(HEADLINES[0]!);
    // Stop the clock, then step it: each 4 s brings the next headline, and the third leads back to the first.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const first = HEADLINES.indexOf((await headline.textContent()) ?? '');
    expect(first).toBeGreaterThanOrEqual(0);
    for (let step = 1; step <= HEADLINES.length; step++) {
      await page.clock.runFor(ROTATION_MS);
      await expect(headline).toHaveText(HEADLINES[(first + step) % HEADLINES.length]!);
    }
  });
});

test.describe('shell: header search', () => {
  test('goes to the results for trimmed, URL-encoded text; empty text does nothing', async ({ page }, testInfo) => {
    await page.goto(START);
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Search products' });

    if (!isDesktop(testInfo)) {
      // At 600 px or less an icon stands in for the form, and reveals it.
      await expect(box).toBeHidden();
      const reveal = header.getByRole('button', { name: 'Search', exact: true });
      await expect(reveal).toHaveAttribute('aria-expanded', 'false');
      await reveal.click();
      await expect(box).toBeFocused();
    }
    await expect(box).toHaveAttribute('placeholder', 'Search BirdShield India…');

    await box.fill('   ');
    await box.press('Enter');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    // A navigation changes the address after the 500 ms route loader; give it that long, and more.
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(START);

    await box.fill('  bird spikes & nets ');
    await box.press('Enter');
    await expect(page).toHaveURL('/products/search?query=bird%20spikes%20%26%20nets');
    // The box keeps the query on its results page.
    await expect(box).toHaveValue('bird spikes & nets');
  });

  test('folds into an icon at 600 px and below, and is a box from 601 px', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 601, height: 800 });
    await page.goto(START);
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search', exact: true, expanded: false })).toBeHidden();

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(box).toBeHidden();
    await expect(header.getByRole('button', { name: 'Search', exact: true, expanded: false })).toBeVisible();
  });
});

test.describe('shell: header icons', () => {
  test('the cart icon counts the items in the cart and follows other tabs', { tag: '@phone' }, async ({ page, context }) => {
    await page.goto(START);
    const line = { slug: 'x', image1: '/media/x.svg', max_price: 1599, price: 1299 };
    await page.evaluate((item) => {
      localStorage.setItem(
        'cartItems',
        JSON.stringify([
          { ...item, id: 1, title: 'Steel Bird Spikes', quantity: 2, productTotal: 2598 },
          { ...item, id: 2, title: 'Bird Net', quantity: 1, productTotal: 1299 },
        ]),
      );
    }, line);
    await page.reload();

    const header = page.getByRole('banner');
    const cart = header.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveText('3');

    // Another tab empties the cart: this one follows.
    const other = await context.newPage();
    await other.goto(START);
    await other.evaluate(() => localStorage.setItem('cartItems', '[]'));
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveText('');
    await other.close();
  });

  test('wishlist and cart always show; signed out, the account icon links to /signup without a profile call', async ({ page }, testInfo) => {
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/profile')) profileCalls.push(request.url());
    });
    await page.goto(START);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(header.getByRole('link', { name: /^Cart, / })).toBeVisible();

    const account = header.getByRole('link', { name: 'Sign up or log in' });
    if (isDesktop(testInfo)) await expect(account).toHaveAttribute('href', '/signup');
    else await expect(account).toBeHidden(); // one of the extras the simpler header leaves out

    await page.waitForLoadState('networkidle');
    expect(profileCalls).toEqual([]);
  });
});

test.describe('shell: signed in', () => {
  const profile = {
    id: 7,
    name: 'Priya Sharma',
    email: 'priya.sharma@example.in',
    contact: '9876501234',
    address: '14 Lake Road',
    city: 'Pune',
    state: 'Maharashtra',
    postalcode: '411038',
  };

  /** A stored token, and the profile call answered as the API answers a valid one. */
  async function signIn(page: Page): Promise<string[]> {
    const authorizations: string[] = [];
    await page.route('**/api/user/profile/', async (route) => {
      authorizations.push((await route.request().headerValue('authorization')) ?? '');
      await route.fulfill({ json: profile });
    });
    await page.goto(START);
    const token = signedInToken();
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.reload();
    return authorizations;
  }

  test('the header fetches the profile, keeps it under user-storage and greets the customer by name', { tag: '@phone' }, async ({ page }) => {
    const authorizations = await signIn(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user-storage'))).toBe(JSON.stringify(profile));
    expect(authorizations.some((value) => /^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(value))).toBe(true);

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Hello, Priya Sharma' })).toBeVisible();
  });

  test('the account menu: Welcome Back, Manage Account, Your Orders, and Logout forgets the customer', { tag: '@desktop' }, async ({ page }) => {
    // The account icon is one of the desktop extras; phones reach the account from the side menu.
    await signIn(page);
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: 'Account' });

    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Welcome Back', 'Manage Account', 'Your Orders', 'Logout']);
    await expect(menu.getByRole('menuitem', { name: 'Welcome Back' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Manage Account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('menuitem', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
    // The disabled greeting is skipped: the keyboard starts on the first item it can choose.
    await expect(menu.getByRole('menuitem', { name: 'Manage Account' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/signup');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user-storage')])).toEqual([null, null]);
    await expect(header.getByRole('link', { name: 'Sign up or log in' })).toHaveAttribute('href', '/signup');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Hello, User' })).toBeVisible();
  });
});

test.describe('shell: a token the API refuses', () => {
  // The browser itself reports the refused call; that one line is the point of the test.
  // One pattern: Playwright would read a two-element array as a value and its options.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of (401|404)/] });

  test('the failed profile call is only logged, as a warning, and nothing is shown', { tag: '@phone' }, async ({ page }) => {
    const warnings: string[] = [];
    const alerts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/user/profile/', (route) =>
      route.fulfill({ status: 401, json: { detail: 'Your session has expired. Please log in again.' } }),
    );
    await page.goto(START);
    // Readable and unexpired, but refused by the API (e.g. the password was changed on another device).
    await page.evaluate((value) => localStorage.setItem('token', value), signedInToken());
    await page.reload();

    await expect.poll(() => warnings.some((text) => text.startsWith('Failed to fetch profile data'))).toBe(true);
    // The refused token is forgotten quietly: signed out, still on the page, no message.
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user-storage')])).toEqual([null, null]);
    await expect(page).toHaveURL(START);
    expect(alerts).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Hello, User' })).toBeVisible();
  });
});

test.describe('shell: side drawer', () => {
  test('opens by keyboard with its greeting and both link groups, closes on Escape back to its button', { tag: '@desktop' }, async ({ page, request }) => {
    const names = (await categories(request)).map((category) => category.category_name);
    await page.goto(START);
    const menuButton = page.getByRole('button', { name: 'Menu' });

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Hello, User' });
    await expect(drawer).toBeVisible();

    const quick = drawer.getByRole('navigation', { name: 'Quick Links' });
    const quickLabels = ['Cart', 'Wishlist', 'Order History', 'My Reviews', 'Profile', 'Support', 'Blogs', 'FAQs', 'Return & Refund Policy', 'Offers & Promotions'];
    const quickPaths = ['/cart', '/wishlist', '/orders', '/my-reviews', '/account', '/contact', '/blogs', '/faqs', '/return-policy', '/offers'];
    await expect(quick.getByRole('link')).toHaveText([...names, ...quickLabels]);
    expect(await hrefs(quick.getByRole('link'))).toEqual([...names.map(categoryPath), ...quickPaths]);

    const more = drawer.getByRole('navigation', { name: 'More Links' });
    await expect(more.getByText('Explore More')).toBeVisible();
    await expect(more.getByRole('link')).toHaveText(['Home', 'Gallery', 'About', 'Reach Us']);
    expect(await hrefs(more.getByRole('link'))).toEqual(['/', '/gallery', '/about', '/contact']);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('closes when a link is chosen, and the new page takes focus at its heading', { tag: '@phone' }, async ({ page }) => {
    await page.goto(START);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hello, User' });
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toBeFocused();
  });
});

test.describe('shell: side drawer, offline', () => {
  test.use({ expectedConsoleErrors: [new RegExp(`${NOT_FOUND_DOCUMENT.source}|ERR_CONNECTION_FAILED`)] });

  test('its code comes on demand: a failed fetch says so and keeps the page usable, and the next press opens it', { tag: '@phone' }, async ({ page }) => {
    // The drawer's script is not part of the first page.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expectOverlayOpensAfterFailedFetch(page, {
      code: '**/assets/SideDrawerPanel-*.js',
      visit: async () => {
        await page.goto(START);
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      },
      trigger: menuButton,
      dialog: page.getByRole('dialog', { name: 'Hello, User' }),
      hasExpandedState: true,
    });
  });
});

test.describe('shell: category bar', () => {
  test('on wide screens: the All categories dropdown and the main pages', async ({ page, request }, testInfo) => {
    const names = (await categories(request)).map((category) => category.category_name);
    await page.goto(START);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'All categories' });

    if (!isDesktop(testInfo)) {
      // The simpler shell leaves the bar out; the side menu carries its links.
      await expect(nav).toBeHidden();
      return;
    }

    await expect(nav.getByRole('link')).toHaveText(['Home', 'Products', 'Gallery', 'Blogs', 'About', 'Help']);
    expect(await hrefs(nav.getByRole('link'))).toEqual(['/', '/products', '/gallery', '/blogs', '/about', '/contact']);

    // The menu's code comes once the wide shell shows (decision 011); until then the button is disabled.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'All categories' });
    await expect(menu.getByRole('menuitem')).toHaveText(names);
    expect(await hrefs(menu.getByRole('menuitem'))).toEqual(names.map(categoryPath));
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(categoryPath(names[1]!));
  });

  test('the simpler shell starts at 768 px: no category bar, no account icon, no hours', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 800 });
    await page.goto(START);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const account = page.getByRole('banner').getByRole('link', { name: 'Sign up or log in' });
    const hours = page.getByRole('region', { name: 'Announcements' }).getByText(HOURS);
    await expect(nav).toBeVisible();
    await expect(account).toBeVisible();
    await expect(hours).toBeVisible();

    await page.setViewportSize({ width: 768, height: 800 });
    await expect(nav).toBeHidden();
    await expect(account).toBeHidden();
    await expect(hours).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('shell: footer', () => {
  test('social links, blurb, three categories and More Products, useful links, contact and copyright', { tag: '@phone' }, async ({ page, request }) => {
    const names = (await categories(request)).map((category) => category.category_name);
    expect(names.length).toBeGreaterThan(3);
    await page.goto(START);
    const footer = page.getByRole('contentinfo');

    const social = footer.getByRole('list', { name: 'BirdShield India on social media' }).getByRole('link');
    await expect(social).toHaveCount(5);
    const profiles = [
      ['Facebook', 'https://www.facebook.com/birdshieldindia'],
      ['Twitter', 'https://x.com/birdshieldindia'],
      ['Google', 'https://g.page/birdshieldindia'],
      ['Instagram', 'https://www.instagram.com/birdshieldindia'],
      ['LinkedIn', 'https://www.linkedin.com/company/birdshieldindia'],
    ] as const;
    for (const [index, [name, href]] of profiles.entries()) {
      const link = social.nth(index);
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await expect(footer.getByText(/Since 2010 .* owned by a small enterprise\./)).toBeVisible();

    const products = footer.getByRole('navigation', { name: 'Products' }).getByRole('link');
    await expect(products).toHaveText([...names.slice(0, 3), 'More Products →']);
    expect(await hrefs(products)).toEqual([...names.slice(0, 3).map(categoryPath), '/products']);

    const useful = footer.getByRole('navigation', { name: 'Useful links' }).getByRole('link');
    await expect(useful).toHaveText(['Products', 'Fitting & surveys', 'Blogs', 'Privacy Policy', 'Returns & Refunds', 'Terms of Service', 'Help', 'Seller details', 'File a complaint']);
    expect(await hrefs(useful)).toEqual(['/products', '/services', '/blogs', '/privacy-policy', '/return-policy', '/terms', '/contact', '/seller-details', '/complaint']);

    await expect(footer.locator('address')).toContainText('Plot No. 27, Sector 8, IMT Manesar');
    await expect(footer.getByRole('link', { name: 'support@birdshield.invalid' })).toHaveAttribute('href', 'mailto:support@birdshield.invalid');
    await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(footer.getByRole('link', { name: '+91 98765 43211' })).toHaveAttribute('href', 'tel:+919876543211');
    await expect(footer.getByText('© 2025 BirdShield India. All rights reserved.')).toBeVisible();
  });

  test('with three categories or fewer there is no More Products link', { tag: '@phone' }, async ({ page }) => {
    await page.route('**/api/user/uploadCategory/', (route) =>
      route.fulfill({
        json: [
          { id: 1, category_name: 'Bird Spikes', display_name: 'Bird Spikes' },
          { id: 2, category_name: 'Bird Nets', display_name: 'Bird Nets' },
          { id: 3, category_name: 'Accessories', display_name: 'Accessories' },
        ],
      }),
    );
    // The cart is a page the browser renders itself, so the shell's categories come from this (stubbed)
    // call; a server-rendered page brings the shop's own in its first HTML.
    await page.goto('/cart');
    const products = page.getByRole('contentinfo').getByRole('navigation', { name: 'Products' }).getByRole('link');
    await expect(products).toHaveText(['Bird Spikes', 'Bird Nets', 'Accessories']);
  });
});

test.describe('shell: not found, metadata, focus and announcements', () => {
  test("an unknown path says so, stays out of search indexes, and 'Go to Home' goes home without a reload", { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto(START);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | BirdShield India');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-not-found');

    await page.evaluate(() => Object.assign(window, { shellTestMarker: 'same document' }));
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { shellTestMarker?: string }).shellTestMarker)).toBe('same document');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("each navigation sets the path's metadata, focuses the new page's h1 and announces its title", { tag: '@phone' }, async ({ page, request }) => {
    const metadata = await pageMetadata(request);
    const products = metadata['/products']!;
    await page.goto(START);

    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page).toHaveTitle(products.title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', products.description);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', products.canonical_url);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', products.title);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', products.canonical_url);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', products.og_image);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', products.twitter_card);
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', products.title);

    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('[data-route-announcer]')).toHaveText(products.title);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page).toHaveTitle(metadata['/privacy-policy']!.title);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('[data-route-announcer]')).toHaveText(metadata['/privacy-policy']!.title);
  });

  test('the shell passes axe with the search open on phones and the category menu open on desktops', async ({ page }, testInfo) => {
    await page.goto(START);
    if (isDesktop(testInfo)) {
      await page.getByRole('button', { name: 'All categories' }).click();
      await expect(page.getByRole('menu', { name: 'All categories' })).toBeVisible();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    }
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-open');
  });
});
