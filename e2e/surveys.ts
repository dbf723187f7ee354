import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { loginViaApi, newCustomer, signUp } from './journeys';
import { PHONE } from './viewports';

/** The survey page's steps, as the booking journeys take them. */

/** Asks for the times at a PIN code and picks the first free day's first start (days without one are disabled). */
export async function pickFirstFreeTime(page: Page, pincode: string): Promise<string> {
  await page.getByRole('textbox', { name: 'PIN code of the site' }).fill(pincode);
  await page.getByRole('button', { name: 'Show times' }).click();
  const calendar = page.getByRole('application', { name: /Day of the visit/ });
  await calendar.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
  const times = page.getByRole('radiogroup', { name: /^Start time on / });
  await times.locator('label').first().click();
  await expect(times.getByRole('radio').first()).toBeChecked();
  return (await times.getByRole('radio').first().getAttribute('value'))!;
}

export async function fillDetails(page: Page, name: string, email: string, address: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('98220 54321');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Address of the site' }).fill(address);
}

/** A signed-in shopper of their own, in a browser context of their own, on the survey page. */
export async function shopperOnSurveyPage(browser: Browser, request: APIRequestContext, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL, ...PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const customer = await signUp(request, newCustomer({ name }));
  await loginViaApi(page, customer, '/book-survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a site survey' })).toBeVisible();
  return { context, page, customer };
}
