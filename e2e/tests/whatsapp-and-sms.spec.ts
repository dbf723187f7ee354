import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { backOfficeToken } from '../backOffice';
import { codOrder, productTitled, withPuneAddress } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';
import { readMailTo } from '../mail/mailbox';
import { numberCodeSentTo, tapWhatsAppButton, whatsAppSentTo, type SentWhatsApp } from '../messaging/fakeMessaging';

/**
 * WhatsApp about an order, with consent, on the PGlite shop at both widths. The shop sends through Meta's real
 * Cloud API adapter to the fake beside it (messaging/fakeMessaging.ts), which plays the customer's taps back as
 * Meta's signed webhooks. A shopper confirms their number in the account with the code sent there on WhatsApp
 * (nothing goes to a number before), ticks WhatsApp at checkout and pays on delivery; the question arrives on
 * WhatsApp, and its Confirm button confirms the order; shipping and delivery are told there too; the account
 * shows the choice with its time and source, and one tap withdraws it. Another shopper who ticked nothing gets
 * the e-mail only.
 */

test.describe.configure({ timeout: 180_000 });

/** A mobile number no other journey uses, so the fake's messages to it are this journey's. */
const ownMobile = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

/** Waits for the dispatcher (every two seconds) to send `template` to `mobile`. */
async function whatsAppOf(request: APIRequestContext, baseURL: string, mobile: string, template: string): Promise<SentWhatsApp> {
  let found: SentWhatsApp | undefined;
  await expect
    .poll(async () => (found = (await whatsAppSentTo(request, baseURL, mobile)).find((message) => message.template === template)) !== undefined, {
      message: `the WhatsApp template ${template} sent to ${mobile}`,
      timeout: 20_000,
    })
    .toBe(true);
  return found!;
}

test.describe('WhatsApp and SMS with consent', { tag: '@phone' }, () => {
  test('a shopper who ticks WhatsApp at checkout confirms their cash-on-delivery order with its button and hears of its journey; one who ticks nothing gets e-mail only', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const mobile = ownMobile();
    const customer = await signUp(request);
    await withPuneAddress(request, customer);
    const product = await productTitled(request, 'Wire Rope 1.5 mm');

    // In the account the shopper saves the number and confirms it with the code WhatsApp brings.
    await loginViaApi(page, customer, '/account/manage-account');
    const account = page.getByRole('region', { name: 'WhatsApp and SMS' });
    await account.getByRole('button', { name: 'Add number' }).click();
    await account.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(account.getByText('This number is not confirmed yet', { exact: false })).toBeVisible();
    await account.getByRole('button', { name: 'Confirm this number' }).click();
    await account.getByRole('button', { name: 'On WhatsApp' }).click();
    await expect(account.getByRole('status').filter({ hasText: 'We sent a 6-digit code on WhatsApp.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'account-number-code-sent');
    await account.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await numberCodeSentTo(request, baseURL!, mobile));
    await expect(account.getByRole('status').filter({ hasText: 'Your number is confirmed.' })).toBeVisible();

    // At checkout the updates are unticked; the shopper ticks WhatsApp and gives the number.
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.goto('/checkout');
    const updates = page.getByRole('region', { name: 'Order updates' });
    const whatsapp = updates.getByRole('checkbox', { name: 'WhatsApp', exact: true });
    await expect(whatsapp).not.toBeChecked();
    await expect(updates.getByRole('checkbox', { name: 'SMS', exact: true })).not.toBeChecked();
    // The shopper's one address is chosen as soon as the address book arrives, above the updates: the section
    // moves down then, and a tap aimed before the move lands elsewhere (the box is clicked where it was drawn).
    await expect(page.getByRole('radiogroup', { name: 'Choose a saved address' }).getByRole('radio')).toBeChecked();
    // The box drawn over react-aria's hidden input takes the click, as it takes the shopper's.
    await whatsapp.check({ force: true });
    const number = updates.getByRole('textbox', { name: 'Mobile number' });
    await number.fill(mobile);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'checkout-whatsapp-ticked');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText('Cash on delivery', { exact: true }).click();
    await summary.getByRole('button', { name: 'Place order' }).click();
    const panel = page.getByRole('region', { name: 'Confirm your order' });
    await expect(panel).toBeVisible();
    const orderId = Number(/Order #(\d+)/.exec((await panel.getByText(/^Order #\d+$/).textContent())!)![1]);

    // The question comes on WhatsApp with its two buttons; the shopper taps Confirm there.
    const question = await whatsAppOf(request, baseURL!, mobile, 'cod_confirmation');
    expect(question.parameters.slice(1, 2)).toEqual([`#${orderId}`]);
    expect(question.buttons).toEqual([`cod_confirm:${orderId}`, `cod_cancel:${orderId}`]);
    await tapWhatsAppButton(request, baseURL!, question.wamid, 0);
    // The order's page no longer asks: its confirmation reads Confirmed.
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: /^Confirmed$/ })).toBeVisible();
    await expect(panel).toHaveCount(0);

    // Staff ship and deliver it; WhatsApp tells the shopper each time.
    const staff = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'courier')}` };
    const move = async (step: string, data: object = {}) => {
      const { version } = (await (await request.get(`/api/admin/orders/${orderId}/`, { headers: staff })).json()) as { version: number };
      const moved = await request.post(`/api/admin/orders/${orderId}/${step}/`, { headers: staff, data: { version, ...data } });
      expect(moved.status(), await moved.text()).toBe(200);
    };
    await move('ship', { courier: 'Delhivery', tracking_number: `DLV${orderId}WA`, tracking_url: `https://www.delhivery.com/track/package/DLV${orderId}WA` });
    expect((await whatsAppOf(request, baseURL!, mobile, 'order_shipped')).parameters.slice(1, 3)).toEqual([`#${orderId}`, 'Delhivery']);
    await move('deliver');
    await whatsAppOf(request, baseURL!, mobile, 'order_delivered');

    // The account shows the choice, when and where it was made; one tap withdraws it.
    await page.goto('/account/manage-account');
    const choices = page.getByRole('group', { name: 'Order updates' });
    const whatsappUpdates = choices.getByRole('switch', { name: 'WhatsApp', exact: true });
    await expect(whatsappUpdates).toBeChecked();
    await expect(whatsappUpdates).toHaveAccessibleDescription(/^On since .+, chosen at checkout/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'account-whatsapp-on');
    await whatsappUpdates.click({ force: true });
    await expect(whatsappUpdates).not.toBeChecked();
    await expect(whatsappUpdates).toHaveAccessibleDescription(/^Off since .+, turned off in your account/);

    // Another shopper ticks nothing and pays on delivery: the e-mail comes, no WhatsApp or SMS is queued.
    const quiet = await signUp(request);
    const quietOrder = await codOrder(request, await withPuneAddress(request, quiet), product);
    await readMailTo(quiet.email, `#${quietOrder}`);
    const messages = await request.get(`/api/admin/orders/${quietOrder}/notifications/`, { headers: staff });
    expect(messages.status()).toBe(200);
    expect(((await messages.json()) as { notifications: unknown[] }).notifications).toEqual([]);
  });
});
