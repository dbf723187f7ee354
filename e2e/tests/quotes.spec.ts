import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * A housing society asks for a quotation from a product page; staff price the pack, the net and the fitting on the
 * back-office's quote page and send it; the buyer's link shows the quotation with GST, and the buyer accepts it and
 * pays: the order holds the quoted lines, fitting included. The rules (GSTIN, limits, revisions, expiry, exact
 * prices on the invoice, accepting once, who may read what) are the API's tests; this is the path through the pages.
 */

// A storefront form, then a back-office sign-in with its mailed code: more than 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function productInStock(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  const product = ((await response.json()) as { slug: string; title: string; in_stock: boolean }[]).find((each) => each.in_stock);
  expect(product, 'the seed has a product in stock').toBeDefined();
  return product!;
}

test.describe('quotes', () => {
  // On a phone, a society's secretary's: the quotation's pages at 1280 px are walked by the factory's quotation paid by
  // transfer (quote-installation.spec.ts), and the back-office's shell at both widths by admin.spec.ts.
  test('a housing society asks for a quote from a product page; staff price it with fitting and send it; the buyer accepts and pays', { tag: '@phone' }, async ({ page, request }, testInfo) => {
    // Three people's whole process in one journey (the buyer asks, staff price and send, the buyer accepts and pays):
    // about 80 s alone, past the usual limit in a slow hour of the shared machines.
    test.slow();
    const run = randomBytes(3).toString('hex');
    const product = await productInStock(request);
    const society = `Sea Breeze Co-operative Housing Society ${run}`;
    const buyer = await signUp(request, newCustomer());

    await loginViaApi(page, buyer, `/products/${product.slug}`);
    await page.getByRole('link', { name: 'Buying in bulk, or need fitting? Request a quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your request' });
    // The product page's pack arrives as the first line, its quantity editable.
    await expect(form.getByRole('textbox', { name: 'Product, line 1' })).toHaveValue(new RegExp(product.title));
    await form.getByRole('textbox', { name: 'Quantity, line 1' }).fill('40');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
    await form.getByRole('textbox', { name: 'Organisation' }).fill(society);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('98220 12345');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(buyer.email);
    await form.getByRole('textbox', { name: 'Site PIN code' }).fill('411045');
    await form.getByRole('textbox', { name: 'Site address' }).fill('Sea Breeze CHS, 14 Baner Road, Baner, Pune');
    await form.getByRole('button', { name: /Kind of site/ }).click();
    await page.getByRole('option', { name: 'Housing society' }).click();
    // The box drawn over react-aria's hidden input takes the press, with its label.
    await form.getByText('We would like you to fit them', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'We would like you to fit them' })).toBeChecked();
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form.getByRole('textbox', { name: 'What you need, line 2' }).fill('Pigeon net for 40 balconies, about 8 × 10 ft each');
    await form.getByRole('textbox', { name: 'Quantity, line 2' }).fill('40');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'quote-request');
    await form.getByRole('button', { name: 'Send request' }).click();

    const sent = page.getByRole('region', { name: 'Request sent' });
    await expect(sent).toBeVisible();
    const number = (await sent.getByText(/^Q-\d{4}-\d{6}$/).textContent())!;
    await sent.getByRole('link', { name: 'See your request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    await expect(page.getByText('We are pricing your request and will e-mail you when the quotation is ready.')).toBeVisible();
    const quotePage = page.url();

    await signInToBackOffice(page, request, testInfo, { path: '/admin/quotes', journey: 'quotes' });
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await page.getByText(number).click();
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    const editor = page.getByRole('form', { name: 'Price the quotation' });
    // The pack starts at the catalogue's price before GST; the buyer's own words wait for a price.
    await expect(editor.getByRole('region', { name: 'Line 1' }).getByRole('textbox', { name: /Price per unit/ })).not.toHaveValue('');
    const net = editor.getByRole('region', { name: 'Line 2' });
    await net.getByRole('textbox', { name: /Price per unit/ }).fill('950');
    await net.getByRole('textbox', { name: 'HSN/SAC' }).fill('5608');
    // Fitting is a service of the catalogue, which the server quotes only where a crew serves the site (Pune has
    // one): its unit, SAC code and rate come with it; its price may be the job's own.
    await editor.getByRole('button', { name: 'Add Bird spike fitting' }).click();
    const fitting = editor.getByRole('region', { name: 'Line 3' });
    await expect(fitting.getByRole('textbox', { name: 'Description' })).toHaveValue('Bird spike fitting');
    await expect(fitting.getByRole('textbox', { name: 'HSN/SAC' })).toHaveValue('998739');
    await fitting.getByRole('textbox', { name: 'Quantity' }).fill('120');
    await fitting.getByRole('textbox', { name: /Price per unit/ }).fill('45');
    await editor.getByRole('textbox', { name: 'Fitting terms' }).fill('Fitted by our own crew within ten days of the order.');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Send to the buyer' }).click();
    await expect(page.getByText('Quotation sent to the buyer.').first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-quote');

    await page.goto(quotePage);
    await expect(page.getByText('Quoted', { exact: true }).first()).toBeVisible();
    const quotation = page.getByRole('table', { name: 'Our quotation' });
    await expect(quotation.getByRole('row')).toHaveCount(4);
    await expect(quotation.getByRole('row', { name: /Bird spike fitting/ })).toContainText('₹5,400.00');
    await expect(page.getByText(/^Valid until /)).toBeVisible();
    await expect(page.getByText('Fitted by our own crew within ten days of the order.')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'quote-quoted');

    // Accepted and paid: an order of the quoted lines, the fitting among them.
    const accept = page.getByRole('region', { name: 'Accept and order' });
    await accept.getByText(/^I accept quotation/).click();
    await accept.getByRole('button', { name: /^Accept and pay ₹/ }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    await payment.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL('/orders');
    const order = page.getByRole('article').first();
    await expect(order.getByText('Paid')).toBeVisible();
    await order.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('main')).toContainText('Bird spike fitting');
    await expect(page.getByRole('main')).toContainText('Pigeon net for 40 balconies');
    await page.goto(quotePage);
    await expect(page.getByText('You accepted this quotation and it is now an order.')).toBeVisible();
  });
});
