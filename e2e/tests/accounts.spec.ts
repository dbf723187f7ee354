import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test, screenshotsWanted, toast } from '../fixtures';
import { login, loginViaApi, newCustomer, readableToken, signUp } from '../journeys';
import { readOtpFor } from '../mail/mailbox';

/**
 * Customer accounts at 375 px and 1280 px, against the real API: sign-up with the one-time password
 * from the mail the shop really sent (a test SMTP server receives it), login and the header menu,
 * the automatic logout at the token's expiry, the guard of the signed-in pages, the account pages,
 * the address book and the wishlist. Every test uses a fresh customer.
 */

// Journeys with real mail, the sign-up page's 2 s loader and the login's 2 s pause take their time.
test.describe.configure({ timeout: 120_000 });

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user-storage')]);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The browser logs every answered 4xx as a console error; tests that provoke one on purpose name it. */
const refusedCalls = [/Failed to load resource: the server responded with a status of (400|401|404|429)/];

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  in_stock: boolean;
}

async function someProduct(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as ApiProduct[]).find((candidate) => candidate.in_stock);
  expect(product, 'the seed has a product in stock').toBeDefined();
  return product!;
}

/**
 * A screenshot for people to look at: the whole page from its top, or only what is in view (an
 * open dialog covers only that; the top of a long product page is where the heart is).
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, { inView = false } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  if (!inView) await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, name, { fullPage: !inView });
}

/** /signup after its first-load loader (2 s), on the login face. */
async function openSignup(page: Page): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Your BirdShield India account' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
}

/** Pastes text into a box the way a browser does (a paste event carrying the clipboard's text). */
async function paste(page: Page, selector: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await selector.focus();
  await selector.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The customer's own way out: the header's account menu on wide screens, the account page on phones. */
async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (isDesktop(testInfo)) {
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL('/signup');
}

test.describe('accounts: sign-up', () => {
  test.use({ expectedConsoleErrors: refusedCalls });

  test('signs up with the code from the e-mail, logs in, uses the header menu and logs out', { tag: '@phone' }, async ({ page }, testInfo) => {
    const customer = newCustomer();
    // Watched from the first response: the load event waits for the page's images too, and on a busy
    // machine the 2 s loader had ended before it came.
    await page.goto('/signup', { waitUntil: 'commit' });
    // The first-load loader, then the card.
    await expect(page.getByRole('progressbar', { name: 'Loading sign-in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your BirdShield India account' })).toBeVisible({ timeout: 10_000 });
    const loginForm = page.getByRole('form', { name: 'Login' });
    await expect(loginForm.getByRole('button', { name: 'Forgot Password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-login');

    // Typed login fields are cleared when the card turns away from them.
    await loginForm.getByRole('textbox', { name: 'Email' }).fill('someone@example.test');
    await loginForm.getByRole('button', { name: 'Create an account' }).click();
    const registerForm = page.getByRole('form', { name: 'Register' });
    await expect(registerForm.getByRole('heading', { name: 'Register' })).toBeFocused();
    await expect(loginForm).toBeHidden();

    // The product brief's checks, before any call.
    await registerForm.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Please fill all required signup fields')).toBeVisible();
    await expect(registerForm.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await expect(registerForm.getByText('This field is required.').first()).toBeVisible();

    await registerForm.getByRole('textbox', { name: 'Full Name' }).fill(customer.name);
    await registerForm.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await registerForm.getByRole('textbox', { name: 'Contact Number' }).fill(customer.contact);
    await registerForm.getByLabel(/^Password/).fill(customer.password);
    await registerForm.getByLabel('Confirm Password').fill(`${customer.password}x`);
    await registerForm.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, "Both passwords don't match")).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-register');

    await registerForm.getByLabel('Confirm Password').fill(customer.password);
    const since = Date.now();
    await registerForm.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Verification' });
    await expect(dialog).toBeVisible();
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();
    await expect(dialog.getByText(`Enter the 6-digit code we sent to ${customer.email}.`)).toBeVisible();
    const verify = dialog.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    const firstBox = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect(firstBox).toBeFocused();

    // The code from the mail the shop really sent, pasted into the first box.
    const code = await readOtpFor(customer.email, { since });
    await paste(page, firstBox, code);
    for (let position = 1; position <= 6; position++) {
      await expect(dialog.getByRole('textbox', { name: `Digit ${position} of 6` })).toHaveValue(code[position - 1]!);
    }
    await expect(verify).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-verification', { inView: true });

    await verify.click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Registration successful. Please log in.')).toBeVisible();
    // The card turns to login, with the new address filled in.
    await expect(loginForm).toBeVisible();
    await expect(loginForm.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
    await expect(loginForm.getByRole('heading', { name: 'Login' })).toBeFocused();
    await expect(registerForm).toBeHidden();

    // Login waits 2 s before its request; the token goes under `token`, the customer home. The answer is
    // held until the busy button has been seen, so a slow machine cannot miss it.
    await loginForm.getByLabel(/^Password/).fill(customer.password);
    let answerLogin!: () => void;
    const loginHeld = new Promise<void>((resolve) => (answerLogin = resolve));
    await page.route('**/api/user/login/', async (route) => {
      await loginHeld;
      await route.continue();
    });
    const requested = page.waitForRequest('**/api/user/login/');
    const pressedAt = Date.now();
    await loginForm.getByRole('button', { name: 'Login' }).click();
    await expect(loginForm.getByRole('button', { name: 'Logging in…' })).toBeVisible();
    await requested;
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(1900);
    answerLogin();
    await expect(page).toHaveURL('/');
    await expect.poll(async () => (await stored(page))[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect.poll(async () => JSON.parse((await stored(page))[1] ?? '{}') as { email?: string }).toMatchObject({ email: customer.email });

    // Signed in: the side menu greets the customer; the header's account menu works.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: `Hello, ${customer.name}` })).toBeVisible();
    await page.keyboard.press('Escape');

    // Logout forgets the token and the profile record.
    await logOut(page, testInfo);
    expect(await stored(page)).toEqual([null, null]);
  });

  // The desktop's sign-up: the same faces as the phone's above, checked by axe and photographed at 1280 px.
  test('the same sign-up and login work with the keyboard alone', { tag: '@desktop' }, async ({ page }, testInfo) => {
    const customer = newCustomer();
    await openSignup(page);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-login');
    /** Presses Tab until the control has focus: what a keyboard user does, and proof it can be reached. */
    const tabTo = async (control: ReturnType<Page['getByRole']>) => {
      for (let presses = 0; presses < 60; presses++) {
        if (await control.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('the control cannot be reached with Tab');
    };

    const loginForm = page.getByRole('form', { name: 'Login' });
    await tabTo(loginForm.getByRole('button', { name: 'Create an account' }));
    await page.keyboard.press('Enter');
    const registerForm = page.getByRole('form', { name: 'Register' });
    await expect(registerForm.getByRole('heading', { name: 'Register' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-register');

    for (const [control, value] of [
      [registerForm.getByRole('textbox', { name: 'Full Name' }), customer.name],
      [registerForm.getByRole('textbox', { name: 'Email address' }), customer.email],
      [registerForm.getByRole('textbox', { name: 'Contact Number' }), customer.contact],
      [registerForm.getByLabel(/^Password/), customer.password],
      [registerForm.getByLabel('Confirm Password'), customer.password],
    ] as const) {
      await tabTo(control);
      await page.keyboard.type(value);
    }
    const since = Date.now();
    await tabTo(registerForm.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');

    // The dialog opens on the first digit box; typing moves along the six boxes.
    const dialog = page.getByRole('dialog', { name: 'Email Verification' });
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-verification', { inView: true });
    await page.keyboard.type(await readOtpFor(customer.email, { since }));
    await tabTo(dialog.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(loginForm.getByRole('heading', { name: 'Login' })).toBeFocused();

    await tabTo(loginForm.getByLabel(/^Password/));
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/', { timeout: 15_000 });
    await expect.poll(async () => (await stored(page))[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a wrong code is refused with the server’s reason; Change Email and the close control leave the dialog', { tag: '@phone' }, async ({ page }) => {
    const customer = newCustomer();
    await openSignup(page);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const registerForm = page.getByRole('form', { name: 'Register' });
    await registerForm.getByRole('textbox', { name: 'Full Name' }).fill(customer.name);
    await registerForm.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await registerForm.getByLabel(/^Password/).fill(customer.password);
    await registerForm.getByLabel('Confirm Password').fill(customer.password);
    const since = Date.now();
    await registerForm.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Verification' });
    await expect(dialog).toBeVisible();

    const code = await readOtpFor(customer.email, { since });
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(wrong.slice(0, 5));
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await page.keyboard.type(wrong.slice(5));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'The code is incorrect. 4 attempts left.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('The code is incorrect. 4 attempts left.');

    // 'Change Email' closes the dialog and goes back to the address, which keeps its value.
    await dialog.getByRole('button', { name: 'Change Email' }).click();
    await expect(dialog).toBeHidden();
    const email = registerForm.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(customer.email);

    // Asking again within a minute: the server's reason, and no dialog.
    await registerForm.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Please wait a minute before requesting another code.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('login: the empty-form check, the server’s refusal, and the honest Forgot Password', { tag: '@phone' }, async ({ page }, testInfo) => {
    await openSignup(page);
    const loginForm = page.getByRole('form', { name: 'Login' });
    await loginForm.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please enter login credentials')).toBeVisible();
    await expect(loginForm.getByRole('textbox', { name: 'Email' })).toBeFocused();

    await loginForm.getByRole('textbox', { name: 'Email' }).fill('nobody@example.test');
    await loginForm.getByLabel(/^Password/).fill('not-the-password');
    await loginForm.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid email or password.')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL('/signup');
    expect(await stored(page)).toEqual([null, null]);

    await loginForm.getByRole('button', { name: 'Forgot Password' }).click();
    const help = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(help).toContainText('our support team resets passwords');
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'signup-forgot-password', { inView: true });
    await help.getByRole('button', { name: 'Close' }).first().click();
    await expect(help).toBeHidden();
    await expect(loginForm.getByRole('button', { name: 'Forgot Password' })).toBeFocused();
  });
});

test.describe('accounts: the session', { tag: '@phone' }, () => {
  const profile = { id: 7, name: 'Priya Sharma', email: 'priya@example.test', contact: '', address: '', city: '', state: '', postalcode: '' };

  /**
   * Opens `path` with `token` (and a profile record) already stored, as a browser that kept them
   * from an earlier visit: put in place before the page's own script runs, on that one load only.
   */
  async function openWithStoredToken(page: Page, token: string, path: string): Promise<void> {
    const flag = `e2e-token-${Math.random()}`;
    await page.addInitScript(
      ({ value, key }) => {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
        localStorage.setItem('token', value);
        localStorage.setItem('user-storage', '{"name":"Priya Sharma"}');
      },
      { value: token, key: flag },
    );
    await page.goto(path);
  }

  test('logs out by itself at the token’s expiry: the message, /signup, nothing kept', async ({ page }) => {
    // The token is made up, so the API is not asked about it; only its expiry matters here.
    await page.route('**/api/user/profile/', (route) => route.fulfill({ json: profile }));
    await openWithStoredToken(page, readableToken(nowSeconds() + 12), '/products');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page).toHaveURL('/products');
    await expect(toast(page, 'Session expired. You have been logged out.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL('/signup');
    expect(await stored(page)).toEqual([null, null]);
  });

  test('an unreadable or already expired token counts as expired at once', async ({ page }) => {
    await page.route('**/api/user/profile/', (route) => route.fulfill({ json: profile }));
    for (const token of ['not-a-token', readableToken(nowSeconds() - 60)]) {
      await openWithStoredToken(page, token, '/about');
      await expect(toast(page, 'Session expired. You have been logged out.').first()).toBeVisible();
      await expect(page).toHaveURL('/signup');
      expect(await stored(page)).toEqual([null, null]);
    }
  });

  test('guarded pages send a visitor to /signup, and the login brings them back', async ({ page, request }) => {
    for (const path of ['/account', '/account/manage-account', '/account/manage-payment-methods', '/wishlist']) {
      await page.goto(path);
      await expect(page).toHaveURL('/signup');
    }
    const customer = await signUp(request);
    await page.goto('/account/manage-address');
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 10_000 });
    await login(page, customer);
    await expect(page).toHaveURL('/account/manage-address');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeVisible();
  });
});

test.describe('accounts: the account pages', () => {
  test.use({ expectedConsoleErrors: refusedCalls });

  test('account home: the greeting and four cards; Manage Account changes the details and the password; payment methods', { tag: '@phone' }, async ({
    page,
    request,
  }, testInfo) => {
    const customer = await signUp(request);
    await loginViaApi(page, customer, '/account');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome Back, ${customer.name}` })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Account sections' });
    await expect(cards.getByRole('link')).toHaveText(['Manage Account', 'Manage Orders', 'Manage Address', 'Manage Payment Methods']);
    const hrefs = await Promise.all((await cards.getByRole('link').all()).map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/account/manage-account', '/orders', '/account/manage-address', '/account/manage-payment-methods']);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'account-home');

    await cards.getByRole('link', { name: 'Manage Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeFocused();
    const details = page.getByRole('form', { name: 'Personal details' });
    await expect(details.getByRole('textbox', { name: 'Full Name' })).toHaveValue(customer.name);
    await expect(details.getByRole('textbox', { name: 'Email address' })).toHaveValue(customer.email);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'account-manage');

    // The server judges the contact number; its message shows under the field.
    await details.getByRole('textbox', { name: 'Contact Number' }).fill('12345');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update your details.')).toBeVisible();
    await expect(details.getByText('Enter a valid 10-digit Indian mobile number.')).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'Contact Number' })).toBeFocused();

    await details.getByRole('textbox', { name: 'Full Name' }).fill('Priya S. Sharma');
    await details.getByRole('textbox', { name: 'Contact Number' }).fill('+91 98765 11111');
    // The language of the shop's messages, each language named in itself.
    const messagesIn = details.getByRole('radiogroup', { name: 'Messages in' });
    await expect(messagesIn.getByRole('radio', { name: 'English' })).toBeChecked();
    await messagesIn.getByText('हिंदी').click();
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Your details have been updated.')).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'Contact Number' })).toHaveValue('9876511111');
    await expect(messagesIn.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
    await expect
      .poll(async () => JSON.parse((await stored(page))[1] ?? '{}') as { name?: string })
      .toMatchObject({ name: 'Priya S. Sharma' });

    const password = page.getByRole('form', { name: 'Change Password' });
    await password.getByLabel('Current Password').fill('not-my-password');
    await password.getByLabel(/^New Password/).fill('Nets-and-spikes-2025');
    await password.getByLabel('Confirm New Password').fill('Nets-and-spikes-2024');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, "Both passwords don't match")).toBeVisible();

    await password.getByLabel('Confirm New Password').fill('Nets-and-spikes-2025');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(password.getByLabel('Current Password')).toBeFocused();

    await password.getByLabel('Current Password').fill(customer.password);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed successfully.')).toBeVisible();
    await expect(password.getByLabel('Current Password')).toHaveValue('');
    // This session stays signed in; the new password is the one that logs in now.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();
    const relogin = await page.request.post('/api/user/login/', { data: { email: customer.email, password: 'Nets-and-spikes-2025' } });
    expect(relogin.status()).toBe(200);

    // Manage Payment Methods: how paying works; the shop keeps no card.
    await page.goto('/account/manage-payment-methods');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Payment Methods' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No card is stored with us' })).toBeVisible();
    await expect(page.getByText('UPI apps such as Google Pay, PhonePe and Paytm')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'account-payment-methods');
  });
});

test.describe('accounts: the address book', { tag: '@phone' }, () => {
  test.use({ expectedConsoleErrors: refusedCalls });

  test('adds an address (the server refusing a bad phone and PIN first) and deletes it after the confirmation', async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    await loginViaApi(page, customer, '/account/manage-address');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'address-book-empty');

    const add = page.getByRole('button', { name: 'Add New Address' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    // Required fields are named under themselves.
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(6);
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(customer.name);
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
    await dialog.getByRole('textbox', { name: 'Address Line 1' }).fill('Flat 402, Sai Krupa Apartments, 14 Lake Road');
    await dialog.getByRole('textbox', { name: 'Address Line 2 (Optional)' }).fill('Near Kalyani Nagar bus stop');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Pune');
    await dialog.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
    await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('01103');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Failed to add address')).toBeVisible();
    await expect(dialog.getByText('Enter a valid 10-digit Indian mobile number.')).toBeVisible();
    await expect(dialog.getByText('Enter a valid 6-digit PIN code.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'address-form-errors', { inView: true });

    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('98765 01234');
    await dialog.getByRole('textbox', { name: 'ZIP Code' }).fill('411006');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: customer.name }) });
    await expect(card).toContainText('Flat 402, Sai Krupa Apartments, 14 Lake Road');
    await expect(card).toContainText('Near Kalyani Nagar bus stop');
    await expect(card).toContainText('Pune, Maharashtra 411006');
    await expect(card).toContainText('9876501234');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'address-book');

    // 'No' keeps the address; 'Yes, Delete it!' deletes it.
    const remove = card.getByRole('button', { name: `Delete address for ${customer.name}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('You want to delete this address?');
    await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
    await shoot(page, testInfo, 'address-delete-confirm', { inView: true });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
    await expect(toast(page, 'Address deleted successfully!')).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
  });
});

test.describe('accounts: the wishlist', { tag: '@phone' }, () => {
  test('the product page’s heart adds and removes; the wishlist lists the product and removes it', async ({ page, request }, testInfo) => {
    const product = await someProduct(request);

    // Signed out, the heart leads to sign in.
    await page.goto(`/products/${product.slug}`);
    const signedOutHeart = page.getByRole('link', { name: 'Wishlist: log in to save this product' });
    await expect(signedOutHeart).toHaveAttribute('href', '/signup');

    const customer = await signUp(request);
    await loginViaApi(page, customer, '/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No items in your wishlist.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'wishlist-empty');

    await page.goto(`/products/${product.slug}`);
    const heart = page.getByRole('button', { name: 'Wishlist', exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(toast(page, 'Added to wishlist!')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toBeEnabled();
    await shoot(page, testInfo, 'product-wishlisted', { inView: true });

    await page.goto('/wishlist');
    const grid = page.getByRole('list', { name: 'My Wishlist' });
    await expect(grid.getByRole('link', { name: product.title })).toBeVisible();
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'wishlist');

    await grid.getByRole('button', { name: `Remove ${product.title} from wishlist` }).click();
    await expect(toast(page, 'Removed from wishlist.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No items in your wishlist.' })).toBeVisible();

    // And off again from the product page.
    await page.goto(`/products/${product.slug}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(toast(page, 'Removed from wishlist.')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
