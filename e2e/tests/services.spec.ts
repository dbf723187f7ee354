import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * The services page (/services) at 375 px and 1280 px: the first document already lists the crews' services with their
 * prices; a PIN code the demo crews serve (Pune) offers the survey and a quote with fitting, one they do not (Mumbai)
 * says so and offers the quote, whose form opens with that PIN code and fitting asked for; the survey link opens the
 * booking page with the served PIN code's free times. Which PIN codes a crew serves and what the list holds are the
 * API's tests; this is the path through the page.
 */

interface ApiService {
  name: string;
  kind: 'survey' | 'installation';
  unit: string;
  price: number;
}

const UNIT_WORDS: Record<string, string> = { visit: 'per visit', running_metre: 'per running metre', square_metre: 'per square metre', job: 'per job' };

/** As the storefront writes a price with GST: "₹1,499", a free one "Free". */
const priceText = (price: number) => (price === 0 ? 'Free' : `₹${new Intl.NumberFormat('en-IN').format(price)}`);

async function servicesOnOffer(request: APIRequestContext): Promise<ApiService[]> {
  const response = await request.get('/api/user/services/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { services: ApiService[] }).services;
}

test('the services page lists fitting and the survey with prices, and checks whether our crews come to a PIN code', async ({ page, request }, testInfo) => {
  const services = await servicesOnOffer(request);
  const fitting = services.filter((service) => service.kind === 'installation');
  expect(fitting.length, 'the demo shop fits spikes and nets').toBeGreaterThan(0);

  // The first document carries the list: rendered on the server, for visitors and crawlers alike.
  const html = await (await request.get('/services')).text();
  expect(html).toContain('Fitting and site surveys');
  for (const service of fitting) expect(html).toContain(service.name);

  const customer = await signUp(request, newCustomer({ name: 'Rohan Kulkarni' }));
  await loginViaApi(page, customer, '/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Fitting and site surveys' })).toBeVisible();
  await expect(page).toHaveTitle(/Fitting, Site Surveys/);

  const survey = page.getByRole('region', { name: 'Surveying your site' });
  await expect(survey.getByRole('listitem')).toHaveCount(1);
  const crewFitting = page.getByRole('region', { name: 'Fitting by our crew' });
  const rows = crewFitting.getByRole('listitem');
  await expect(rows).toHaveCount(fitting.length);
  for (const [index, service] of fitting.entries()) {
    await expect(rows.nth(index)).toContainText(service.name);
    await expect(rows.nth(index)).toContainText(priceText(service.price));
    await expect(rows.nth(index)).toContainText(UNIT_WORDS[service.unit]!);
  }

  // Six digits are checked at the field, before anything is asked.
  const check = page.getByRole('region', { name: 'Do our crews come to you?' });
  const field = check.getByRole('textbox', { name: 'PIN code of your site' });
  await field.fill('4000');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(field).toHaveAccessibleDescription(/A PIN code is 6 digits/);
  await expect(field).toBeFocused();

  // Mumbai: no crew of ours; the quote is offered all the same.
  await field.fill('400050');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toContainText('Our own crews do not work at 400050 yet.');
  await expect(check.getByRole('link', { name: 'Book a site survey' })).toHaveCount(0);
  await expect(check.getByRole('link', { name: 'Request a quote with fitting' })).toHaveAttribute('href', '/request-quote');
  await check.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'services-not-served', { fullPage: false });
  // The quote form opens with the site's PIN code and fitting asked for.
  await check.getByRole('link', { name: 'Request a quote with fitting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Site PIN code' })).toHaveValue('400050');
  await expect(page.getByRole('checkbox', { name: 'We would like you to fit them' })).toBeChecked();
  await page.goBack();

  // Pune: the crews come, so the survey can be booked there.
  await field.fill('411045');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toContainText('Yes, our crews work at 411045.');
  await expect(check.getByRole('link', { name: 'Request a quote with fitting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'services');

  await check.getByRole('link', { name: 'Book a site survey' }).click();
  await expect(page).toHaveURL(/\/book-survey\?pincode=411045$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a site survey' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'PIN code of the site' })).toHaveValue('411045');
  await expect(page.getByRole('application', { name: /Day of the visit/ })).toBeVisible();
});
