import { randomBytes } from 'node:crypto';
import { signInToBackOffice } from '../backOffice';
import { expect, saveScreenshot, test } from '../fixtures';
import { newCustomer, signUp } from '../journeys';
import { paidOrder } from '../orders';

/**
 * A shopper's complaint about an order, end to end: filed on /complaint with the order's number and e-mail,
 * the ticket number shown at once; staff answer it and resolve it from the back-office's complaint desk; the
 * shopper's status page (the link the acknowledgement mails) shows the answer and the resolution.
 */

// A storefront form and a back-office sign-in with its mailed code: more than 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe('complaints', { tag: '@phone' }, () => {
  test('a shopper files a complaint about an order; staff answer and resolve it; the shopper reads the resolution', async ({ page, request }, testInfo) => {
    const run = randomBytes(3).toString('hex');
    const customer = await signUp(request, newCustomer());
    const order = await paidOrder(request, customer, { address: { address: '9 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip_code: '400020' } });
    const complaint = `Two strips of spikes arrived bent (${run}).`;

    await page.goto('/complaint');
    const form = page.getByRole('region', { name: 'Your complaint' });
    await form.getByRole('textbox', { name: 'Order number' }).fill(String(order.id));
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(customer.email);
    await form.getByRole('textbox', { name: 'What went wrong?' }).fill(complaint);
    await form.getByRole('button', { name: 'File complaint' }).click();

    const filed = page.getByRole('region', { name: 'Complaint filed' });
    await expect(filed).toBeVisible();
    const number = (await filed.getByText(/^GR-\d{4}-\d{5}$/).textContent())!;
    await saveScreenshot(page, testInfo, 'complaint-filed');
    await filed.getByRole('link', { name: 'Follow your complaint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Complaint ${number}` })).toBeVisible();
    const statusPage = page.url();

    await signInToBackOffice(page, request, testInfo, { path: '/admin/complaints', journey: 'complaints' });
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await page.getByText(number).click();
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByText(complaint).first()).toBeVisible();
    const answer = page.getByRole('region', { name: 'Answer the shopper' });
    await answer.getByRole('textbox', { name: 'Your answer' }).fill('We are sending two new strips today.');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByRole('region', { name: 'Conversation' }).getByText('We are sending two new strips today.')).toBeVisible();
    const resolve = page.getByRole('region', { name: 'Resolve and close' });
    await resolve.getByRole('textbox', { name: 'Resolution' }).fill('Replaced the bent strips free of charge.');
    await resolve.getByRole('button', { name: 'Resolve and close' }).click();
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-complaint');

    await page.goto(statusPage);
    await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'How we resolved it' })).toContainText('Replaced the bent strips free of charge.');
    await expect(page.getByText('We are sending two new strips today.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'complaint-resolved');
  });
});
