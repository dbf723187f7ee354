import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { newCustomer, ownClientAddress, signUp } from './journeys';
import { readOtpFor } from './mail/mailbox';
import { backOfficeStaffFor, type BackOfficeJourney } from './staff';

/**
 * Back-office (/admin) helpers shared by the staff journeys: the project's staff account and the
 * sign-in with the password and the code the shop mails (read from the test SMTP server).
 */

/** The project's staff account (listed in STAFF_EMAILS), signed up on first use. */
export async function ensureStaffAccount(request: APIRequestContext, testInfo: TestInfo, journey: BackOfficeJourney = 'shell') {
  const staff = backOfficeStaffFor(testInfo.project.name, journey);
  const login = await request.post('/api/user/login/', {
    data: { email: staff.email, password: staff.password },
    headers: ownClientAddress(),
  });
  if (login.status() !== 200) await signUp(request, newCustomer({ name: staff.name, email: staff.email, password: staff.password }));
  return staff;
}

/**
 * A back-office session for the journey's staff member, signed in through the API as the sign-in page
 * does it (password, then the code mailed to them): for journeys that need a staff step, not the page.
 */
export async function backOfficeToken(request: APIRequestContext, testInfo: TestInfo, journey: BackOfficeJourney): Promise<string> {
  return backOfficeTokenOf(request, await ensureStaffAccount(request, testInfo, journey));
}

/** A back-office session for `staff`, signed in through the API with their password and the mailed code. */
export async function backOfficeTokenOf(request: APIRequestContext, staff: { email: string; password: string }): Promise<string> {
  const since = Date.now();
  const headers = ownClientAddress();
  const started = await request.post('/api/admin/sign-in/', { data: { email: staff.email, password: staff.password }, headers });
  expect(started.status(), await started.text()).toBe(202);
  const { challenge } = (await started.json()) as { challenge: string };
  const code = await readOtpFor(staff.email, { since });
  const verified = await request.post('/api/admin/sign-in/verify/', { data: { challenge, code }, headers });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** Types the six digits into the code step, whose first box has the focus. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const firstBox = page.getByRole('group', { name: 'Sign-in code' }).getByRole('textbox').first();
  await expect(firstBox).toBeFocused();
  await page.keyboard.type(code);
}

/**
 * Signs the project's staff member in through /admin/sign-in, sent there from `path` (under /admin),
 * with the password and then the newest mailed code; waits until the guard has brought them back.
 */
export async function signInToBackOffice(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  { path = '/admin/products', journey = 'shell' }: { path?: string; journey?: BackOfficeJourney } = {},
): Promise<void> {
  const staff = await ensureStaffAccount(request, testInfo, journey);
  await page.context().setExtraHTTPHeaders(ownClientAddress());
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(staff.email);
  await form.getByLabel(/^Password/).fill(staff.password);
  const since = Date.now();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code we e-mailed you' })).toBeVisible();
  await typeCode(page, await readOtpFor(staff.email, { since }));
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Opens the back-office section named `name` from the navigation, at any width: the rail from 1024 px lists every
 * section, the phone's bar only the first four and More the rest, so More is opened first when the bar has no link.
 */
export async function openSection(page: Page, name: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Sections' });
  // Rendered with the shell: once it shows, whether the bar has the link is known.
  await expect(navigation).toBeVisible();
  const inNavigation = navigation.getByRole('link', { name, exact: true });
  if (await inNavigation.isVisible()) {
    await inNavigation.click();
    return;
  }
  await navigation.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More sections' }).getByRole('link', { name, exact: true }).click();
}
