import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, openInApp, saveScreenshot, test, toast } from '../fixtures';

/**
 * The contact page (/contact: spinner, form and its three outcomes, 'Reach Us !', the map) and
 * 'Offers & Promotions' (/offers), at 375 px and 1280 px.
 */

// The product brief's strings, restated.
const FORM_TITLE = 'Leave your Message Here !!';
const FORM_TEXT = 'You can send us your enquiries/complaints here & we will repond to you as soon as possible.';
const SUCCESS = "Message sent successfully! We'll get back to you as soon as possible !!";
const FAILURE = 'Failed to send your message. Please try again!';
const EMPTY_FIELDS = 'Please fill out all fields!';
const UNEXPECTED_ERROR = 'An unexpected error occurrred.';
const MINIMUM_FEEDBACK_MS = 1500;

const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;
type FieldName = (typeof FIELDS)[number];

const field = (page: Page, name: FieldName) => page.getByRole('textbox', { name, exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

/** The contact call: a POST to the contact endpoint (other requests to it are not the form's). */
const isContactPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/contact/';
const contactCall = (url: URL) => url.pathname === '/api/user/contact/';

/** Opens /contact and waits out the page's own spinner. */
async function openContactForm(page: Page): Promise<void> {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 2, name: FORM_TITLE })).toBeVisible({ timeout: 10_000 });
}

async function fillForm(page: Page, values: Record<FieldName, string>): Promise<void> {
  for (const name of FIELDS) await field(page, name).fill(values[name]);
}

const aMessage: Record<FieldName, string> = {
  Name: '  Asha Rao ',
  Email: 'asha.rao@example.com',
  Subject: 'Pigeon net for a 12 × 8 ft balcony',
  Message: 'Hello,\nwhich net and fixing kit do I need for a balcony on the 7th floor in Pune?\nThanks',
};

test.describe('the contact page', () => {
  test("arrives with its form in the first HTML, and opened in the app shows a 2 second spinner, then 'Leave your Message Here !!' with four labelled fields and Send", { tag: '@phone' }, async ({ page, request }, testInfo) => {
    // The first document is rendered on the server with the form: no spinner covers it.
    const firstHtml = await (await request.get('/contact', { headers: { accept: 'text/html' } })).text();
    expect(firstHtml).toContain(FORM_TITLE);
    expect(firstHtml).not.toContain('Loading the contact form');

    // The page notes when the spinner and the form first appear, by its own clock, so the 2 s are
    // measured exactly however busy the machine running the test is.
    await page.addInitScript(
      ({ spinnerName, formTitle }) => {
        const seen: Record<string, number> = {};
        (window as unknown as { seen: Record<string, number> }).seen = seen;
        new MutationObserver(() => {
          if (seen.spinner === undefined && document.querySelector(`[role="progressbar"][aria-label="${spinnerName}"]`)) seen.spinner = performance.now();
          if (seen.form === undefined && Array.from(document.querySelectorAll('h2')).some((heading) => heading.textContent === formTitle))
            seen.form = performance.now();
        }).observe(document, { childList: true, subtree: true });
      },
      { spinnerName: 'Loading the contact form', formTitle: FORM_TITLE },
    );
    await openInApp(page, '/contact');
    const spinner = page.getByRole('progressbar', { name: 'Loading the contact form' });
    // The page's title is there from the start, for the shell to focus and announce.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    await expect(page.getByRole('heading', { level: 2, name: FORM_TITLE })).toBeVisible({ timeout: 10_000 });
    await expect(spinner).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    expect(seen.spinner, 'the spinner showed first').toBeDefined();
    expect(seen.form! - seen.spinner!, 'the spinner shows for 2 s').toBeGreaterThanOrEqual(1950);

    const form = page.getByRole('form', { name: FORM_TITLE });
    await expect(form).toHaveAccessibleDescription(FORM_TEXT);
    await expect(page.getByText(FORM_TEXT, { exact: true })).toBeVisible();
    for (const name of FIELDS) {
      await expect(form.getByRole('textbox', { name, exact: true })).toBeEditable();
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveAttribute('aria-required', 'true');
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Email')).toHaveAttribute('autocomplete', 'email');
    await expect(sendButton(page)).toBeEnabled();

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'contact');
  });

  test("'Reach Us !' gives the address, two numbers to call and the help e-mail", { tag: '@phone' }, async ({ page }) => {
    await openContactForm(page);
    const reachUs = page.getByRole('region', { name: 'Reach Us !' });
    await expect(reachUs.getByRole('heading', { level: 2 })).toHaveText('Reach Us !');
    await expect(reachUs.locator('address')).toContainText('Plot No. 27, Sector 8, IMT Manesar');
    await expect(reachUs.locator('address')).toContainText('Gurugram, Haryana 122051');
    await expect(reachUs.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(reachUs.getByRole('link', { name: '+91 98765 43211' })).toHaveAttribute('href', 'tel:+919876543211');
    await expect(reachUs.getByRole('link', { name: 'support@birdshield.invalid' })).toHaveAttribute('href', 'mailto:support@birdshield.invalid');
    await expect(reachUs.getByText('Mon - Sat: 9:00 AM - 8:00 PM', { exact: true })).toBeVisible();
  });

  test('the map calls no outside service until asked, and an unreachable one holds nothing up', { tag: '@phone' }, async ({ page }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1' && hostname !== 'localhost') outside.push(request.url());
    });
    // This machine has no internet; make the maps service fail at once, as it would offline.
    await page.route(/^https:\/\/www\.google\.com\//, (route) => route.abort('internetdisconnected'));

    await openContactForm(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    const openLink = page.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
    await expect(openLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=BirdShield%20India%2C%20/);
    await expect(openLink).toHaveAttribute('target', '_blank');
    await expect(openLink).toHaveAttribute('rel', /noopener/);
    expect(outside, 'nothing is fetched from another site at page load').toEqual([]);

    const showMap = page.getByRole('button', { name: 'Show map' });
    const main = page.getByRole('main');
    const heightBefore = (await main.boundingBox())?.height;
    await showMap.click();
    const map = page.getByTitle(/^Map showing BirdShield India/);
    await expect(map).toBeVisible();
    await expect(map).toBeFocused();
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    await expect.poll(() => outside.some((url) => url.startsWith('https://www.google.com/maps')), { message: 'the map was asked for' }).toBe(true);
    // The map takes the stand-in's place at the same size: nothing below it moves.
    expect((await main.boundingBox())?.height).toBeCloseTo(heightBefore ?? 0, 0);

    // With the service unreachable the page carries on: the form still takes a message.
    await field(page, 'Name').fill('Still working');
    await expect(field(page, 'Name')).toHaveValue('Still working');
    await expect(openLink).toBeVisible();
  });

  test("with an empty field, sends nothing and says 'Please fill out all fields!'", { tag: '@phone' }, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isContactPost(request)) posts.push(request.url());
    });
    await openContactForm(page);

    // Nothing at all, then spaces only in two fields: neither counts as filled in.
    await sendButton(page).click();
    await expect(toast(page, EMPTY_FIELDS)).toBeVisible();
    for (const name of FIELDS) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toBeFocused();

    await fillForm(page, { ...aMessage, Name: '   ', Message: ' \n ' });
    await sendButton(page).click();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Subject')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toBeFocused();
    // What was typed stays, and the button never went into 'Sending...'.
    await expect(field(page, 'Subject')).toHaveValue(aMessage.Subject);
    await expect(sendButton(page)).toBeVisible();
    expect(posts, 'no message was sent').toEqual([]);

    // Storefront toasts close by themselves after 3 s.
    await expect(toast(page, EMPTY_FIELDS)).toHaveCount(0, { timeout: 6_000 });
    await expectNoAxeViolations(page);
  });

  test("sends the message: 'Sending...', then after at least 1.5 s the success toast and empty fields", { tag: '@phone' }, async ({ page }, testInfo) => {
    await openContactForm(page);
    await fillForm(page, aMessage);

    const answer = page.waitForResponse((response) => isContactPost(response.request()));
    const sentAt = Date.now();
    await sendButton(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();

    const response = await answer;
    expect(response.status(), 'the server stored the message').toBe(201);
    expect(await response.json()).toEqual(expect.objectContaining({ id: expect.any(Number) }));
    expect(response.request().postDataJSON()).toEqual({
      name: 'Asha Rao',
      email: aMessage.Email,
      subject: aMessage.Subject,
      message: aMessage.Message,
    });
    // The server answered; the outcome still waits for the minimum feedback time.
    if (Date.now() - sentAt < MINIMUM_FEEDBACK_MS - 300) {
      await expect(toast(page, SUCCESS)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    }

    await expect(toast(page, SUCCESS)).toBeVisible();
    expect(Date.now() - sentAt, 'the outcome shows after at least 1500 ms').toBeGreaterThanOrEqual(MINIMUM_FEEDBACK_MS);
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue('');
    await expect(sendButton(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, 'contact-sent');
  });

  test.describe('when the server refuses a field', { tag: '@phone' }, () => {
    // The browser logs the 400 answer.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("shows the failure toast and the server's message on the field, and keeps what was typed", async ({ page }, testInfo) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await openContactForm(page);
      await fillForm(page, { ...aMessage, Email: 'asha.rao-at-example' });

      const answer = page.waitForResponse((response) => isContactPost(response.request()));
      await sendButton(page).click();
      expect((await answer).status()).toBe(400);

      await expect(toast(page, FAILURE)).toBeVisible();
      const email = field(page, 'Email');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(/Enter a valid email address\./);
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('asha.rao-at-example');
      await expect(field(page, 'Message')).toHaveValue(aMessage.Message);
      expect(alerts, 'a 4xx answer raises no alert').toEqual([]);
      // The toast closes by itself; the message stays on the field until it is corrected.
      await expect(toast(page, FAILURE)).toHaveCount(0, { timeout: 6_000 });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, testInfo, 'contact-field-error');

      // Correcting the field clears its message.
      await email.fill('asha.rao@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    });
  });

  test.describe('when the server refuses the message as a whole', { tag: '@phone' }, () => {
    test.use({ expectedConsoleErrors: [/status of 429/] });

    test("shows the failure toast and the server's reason under the form", async ({ page }) => {
      const reason = 'Too many messages sent. Please try again later.';
      await page.route(contactCall, (route) => route.fulfill({ status: 429, json: { detail: reason } }));
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await openContactForm(page);
      await fillForm(page, aMessage);
      await sendButton(page).click();

      await expect(toast(page, FAILURE)).toBeVisible();
      await expect(page.getByRole('form', { name: FORM_TITLE }).getByRole('alert')).toHaveText(reason);
      for (const name of FIELDS) await expect(field(page, name)).toHaveValue(aMessage[name]);
      expect(alerts, 'a 4xx answer raises no alert').toEqual([]);
    });
  });

  test.describe('when the message cannot be sent', { tag: '@phone' }, () => {
    // The stubbed 503 is logged by the browser.
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("shows the alert, then after at least 1.5 s the failure toast, and keeps the fields", async ({ page }) => {
      await page.route(contactCall, (route) => route.fulfill({ status: 503, json: { detail: 'Service unavailable.' } }));
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      // The page notes, by its own clock, when Send was pressed and when the busy button and the failure
      // toast first showed: the toast closes itself after 3 s, which a test on a busy machine can miss.
      await page.addInitScript((failure) => {
        const seen: Record<string, number> = {};
        (window as unknown as { seen: Record<string, number> }).seen = seen;
        document.addEventListener('click', () => (seen.sent ??= performance.now()), true);
        new MutationObserver(() => {
          const now = performance.now();
          if (Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.includes('Sending...')))
            seen.sending ??= now;
          if (Array.from(document.querySelectorAll('[role="alertdialog"]')).some((dialog) => dialog.textContent?.includes(failure))) seen.toast ??= now;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      }, FAILURE);
      await openContactForm(page);
      await fillForm(page, aMessage);
      await page.evaluate(() => {
        const seen = (window as unknown as { seen: Record<string, number> }).seen;
        for (const key of Object.keys(seen)) delete seen[key];
      });

      await sendButton(page).click();
      const seenToast = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
      await expect.poll(async () => (await seenToast()).toast, { timeout: 10_000 }).toBeDefined();
      const seen = await seenToast();
      expect(seen.sending, "the button said 'Sending...' first").toBeLessThan(seen.toast!);
      expect(seen.toast! - seen.sent!, 'the outcome shows after at least 1500 ms').toBeGreaterThanOrEqual(MINIMUM_FEEDBACK_MS);
      expect(alerts).toEqual([UNEXPECTED_ERROR]);

      for (const name of FIELDS) await expect(field(page, name)).toHaveValue(aMessage[name]);
      await expect(sendButton(page)).toBeEnabled();
    });
  });
});

interface ApiProduct {
  id: number;
  title: string;
  price: number;
  max_price: number;
}

async function allProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

// The brief's formula, restated: percent off = round((max_price - price) / max_price × 100).
const percentOff = ({ price, max_price }: ApiProduct) => Math.round(((max_price - price) / max_price) * 100);

const FLASH_SALE = 'Our biggest discounts off M.R.P.';

test.describe('Offers & Promotions', () => {
  test("shows the shop's offers, the terms in plain words and a way to ask us", { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers & Promotions');

    // The shop's text (kept in the back-office): each offer a section, then the terms.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: FLASH_SALE }).filter({ hasNotText: 'Not sure what you need?' })).toHaveText([
      'Free shipping on orders above ₹999',
      'Prices below M.R.P.',
      'Secure online payments',
      'Good to know',
    ]);
    await expect(main).toContainText('Razorpay');
    await expect(main).toContainText('UPI');
    await expect(main).toContainText('can change or end at any time');
    await expect(main).toContainText('there is no code to enter');
    await expect(main.getByRole('link', { name: 'Return & Refund Policy' })).toHaveAttribute('href', '/return-policy');
    // No coupon code the checkout would not honour, and no sale with a deadline nobody set.
    await expect(main).not.toContainText(/\b(use|apply) (the )?code\b/i);
    await expect(main).not.toContainText(/flash sale/i);

    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('list', { name: FLASH_SALE }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'offers');
  });

  test('the biggest discounts show the products furthest below their M.R.P., biggest first', { tag: '@phone' }, async ({ page, request }) => {
    const products = await allProducts(request);
    // Array sort is stable: equal discounts keep the catalogue's order, as the page promises.
    const expected = products
      .filter((product) => percentOff(product) > 0)
      .sort((a, b) => percentOff(b) - percentOff(a))
      .slice(0, 8);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/offers');
    const cards = page.getByRole('list', { name: FLASH_SALE }).getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((product) => product.title));

    const shown = await cards.getByText(/^\d+% off$/).allTextContents();
    const percents = shown.map((text) => Number.parseInt(text, 10));
    expect(percents).toEqual(expected.map(percentOff));
    expect([...percents].sort((a, b) => b - a), 'biggest first').toEqual(percents);
    // The headline figure is the real one.
    await expect(page.getByText(`Biggest discount right now: ${percents[0]}% off`, { exact: true })).toBeVisible();

    // A card opens its product.
    await cards.first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.title);
  });

  test("'See our biggest discounts' moves to them", { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/offers');
    await page.getByRole('link', { name: 'See our biggest discounts' }).click();
    await expect(page).toHaveURL(/\/offers#flash-sale$/);
    await expect(page.getByRole('heading', { level: 2, name: FLASH_SALE })).toBeInViewport();
  });
});
