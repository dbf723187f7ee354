import { randomInt } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { FAKE_WHATSAPP } from '../../apps/api/test/support/fake-whatsapp';
import { NOTIFICATION_EVENTS } from '../../contracts/src/vocabulary';
import { backOfficeTokenOf, openSection, signInToBackOffice } from '../backOffice';
import { codOrder, productTitled, withPuneAddress } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { newCustomer, signUp } from '../journeys';
import { proveNumber, whatsAppSentTo, type SentWhatsApp } from '../messaging/fakeMessaging';
import { packerFor } from '../packers';
import { fakeWhatsAppPort } from '../ports';

/**
 * The shop's WhatsApp and SMS in the back-office, on the PGlite shop at both widths: the owner switches one event's
 * message off in the settings and saves it, sees it saved, and switches it on again; then opens a cash-on-delivery
 * order of a customer who chose WhatsApp, whose confirmation question WhatsApp could not deliver, reads it in the
 * order's WhatsApp and SMS section and sends it again with Retry. A packer reads the settings without changing them.
 *
 * The settings are one document shared by every journey on the shop. The event switched is `refund_processed`,
 * which no other journey waits for, and this journey's phone and desktop runs take turns with it (a lock in files),
 * so neither saves over the other; it is switched on again at the end, through the API if the page could not.
 */

// Sign-up and sign-in codes by mail, an order placed through the API, the dispatcher's sends, axe runs and screenshots.
test.describe.configure({ timeout: 180_000 });

const SETTINGS_API = '/api/admin/settings/notifications/';
const EVENT = 'refund_processed';
const EVENT_NAME = 'Refund processed';

/** A mobile number no other journey uses, so the fake's messages to it are this journey's. */
const ownMobile = () => `9${String(randomInt(100_000_000, 999_999_999))}`;

const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.output');
/** A lock a killed run left behind is taken over after this long. */
const STALE_LOCK_MS = 120_000;

/** Waits until no other run of this journey on the shop is changing the settings, then holds them until released. */
async function holdNotificationSettings(baseURL: string): Promise<() => Promise<void>> {
  const lock = path.join(outputDir, `notification-settings-${encodeURIComponent(baseURL)}.lock`);
  await mkdir(outputDir, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The page's staff session, for what the journey checks or puts right through the API; null when signed out. */
async function staffHeaders(page: Page): Promise<{ authorization: string } | null> {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken')).catch(() => null);
  return token ? { authorization: `Bearer ${token}` } : null;
}

/** Switches the event on again through the API with the page's staff session, if it is still off. */
async function switchBackOn(page: Page, request: APIRequestContext): Promise<void> {
  const headers = await staffHeaders(page);
  if (!headers) return;
  const settings = (await (await request.get(SETTINGS_API, { headers })).json()) as { version: number; templates: { event: string; enabled: boolean }[] };
  if (settings.templates.some((template) => template.event === EVENT && template.enabled)) return;
  const enabled = settings.templates.filter((template) => template.enabled || template.event === EVENT).map((template) => template.event);
  const restored = await request.put(SETTINGS_API, { headers, data: { version: settings.version, enabled_events: enabled } });
  expect(restored.status(), await restored.text()).toBe(200);
}

/** Waits for the dispatcher (every two seconds) to have sent `count` WhatsApp `template`s to `mobile`; answers the newest. */
async function whatsAppOf(request: APIRequestContext, baseURL: string, mobile: string, template: string, count = 1): Promise<SentWhatsApp> {
  let sent: SentWhatsApp[] = [];
  await expect
    .poll(async () => (sent = (await whatsAppSentTo(request, baseURL, mobile)).filter((message) => message.template === template)).length, {
      message: `${count} WhatsApp ${template} sent to ${mobile}`,
      timeout: 20_000,
    })
    .toBe(count);
  return sent.at(-1)!;
}

/** WhatsApp reports the message undeliverable: the fake posts Meta's signed `failed` status to the shop. */
async function reportUndeliverable(request: APIRequestContext, baseURL: string, wamid: string): Promise<void> {
  const fake = `http://127.0.0.1:${fakeWhatsAppPort(Number(new URL(baseURL).port))}`;
  const answer = await request.post(`${fake}/_fake/messages/${encodeURIComponent(wamid)}/status/failed`, {
    headers: { authorization: `Bearer ${FAKE_WHATSAPP.accessToken}` },
  });
  expect(answer.status(), `the fake WhatsApp posting the failure: ${await answer.text()}`).toBe(200);
}

/** Waits until the order's only message stands at `status`, as the back-office reads it. */
async function messageReaches(page: Page, request: APIRequestContext, orderId: number, status: string): Promise<void> {
  const headers = (await staffHeaders(page))!;
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/admin/orders/${orderId}/notifications/`, { headers })).json()) as { notifications: { status: string }[] };
        return answer.notifications.map((message) => message.status);
      },
      { message: `the order's message ${status}`, timeout: 20_000 },
    )
    .toEqual([status]);
}

/** The screen with `section` in the middle: a full-page picture of a phone would draw the fixed navigation bar over the page. */
async function pictureOf(section: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveScreenshot(section.page(), testInfo, name, { fullPage: false });
}

test.describe('back-office WhatsApp and SMS', { tag: '@desktop' }, () => {
  test('the owner switches an event’s message off and on again and retries an order’s message WhatsApp could not deliver; a packer only reads the settings', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {

    // A customer who chose WhatsApp for order updates pays on delivery: the shop asks them on WhatsApp to confirm.
    const mobile = ownMobile();
    const customer = await signUp(request, newCustomer({ name: 'Rekha Joshi' }));
    const signedIn = await withPuneAddress(request, customer);
    const optedIn = await request.patch('/api/user/profile/messaging/', { headers: signedIn.headers, data: { mobile, order_updates: { whatsapp: true } } });
    expect(optedIn.status(), await optedIn.text()).toBe(200);
    await proveNumber(request, baseURL!, signedIn.headers, mobile);
    const orderId = await codOrder(request, signedIn, await productTitled(request, 'Monkey Spike Collar'));
    const question = await whatsAppOf(request, baseURL!, mobile, 'cod_confirmation');

    await signInToBackOffice(page, request, testInfo, { path: '/admin/dashboard', journey: 'notifications' });
    const release = await holdNotificationSettings(baseURL!);
    try {
      // The settings, from the navigation.
      await openSection(page, 'WhatsApp and SMS');
      await expect(page).toHaveURL(/\/admin\/settings\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp and SMS settings' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'WhatsApp and SMS' })).toHaveAttribute('aria-current', 'page');
      const panel = page.getByRole('region', { name: 'Messages to customers' });
      await expect(panel.getByRole('region', { name: 'Channels' })).toContainText('Connected: WhatsApp Cloud API');
      const events = panel.getByRole('region', { name: 'Events' });
      const refunds = events.getByRole('switch', { name: EVENT_NAME });
      await expect(refunds).toBeChecked();
      // One switch per event the contract names.
      await expect(events.getByRole('switch')).toHaveCount(NOTIFICATION_EVENTS.length);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'admin-notification-settings');

      // Off, saved, and still off when the page is read again.
      await events.getByText(EVENT_NAME, { exact: true }).click();
      await expect(refunds).not.toBeChecked();
      await expect(panel.getByRole('status')).toHaveText('You have changes that are not saved yet.');
      const save = panel.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await expect(panel.getByRole('status')).toHaveText('Saved. Messages follow these settings now.');
      await pictureOf(save, testInfo, 'admin-notification-settings-saved');
      await page.reload();
      await expect(refunds).not.toBeChecked();
      await expect(events.getByRole('switch', { name: 'Shipped' })).toBeChecked();

      // On again, as every other journey expects.
      await events.getByText(EVENT_NAME, { exact: true }).click();
      await expect(refunds).toBeChecked();
      await save.click();
      await expect(panel.getByRole('status')).toHaveText('Saved. Messages follow these settings now.');
      await page.reload();
      await expect(refunds).toBeChecked();
    } finally {
      await switchBackOn(page, request);
      await release();
    }

    // WhatsApp could not deliver the question (reported once the shop has recorded it sent): the order's page shows
    // it failed, with the reason and Retry.
    await messageReaches(page, request, orderId, 'sent');
    await reportUndeliverable(request, baseURL!, question.wamid);
    await messageReaches(page, request, orderId, 'failed');
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const messages = page.getByRole('region', { name: 'WhatsApp and SMS', exact: true });
    const confirmation = messages.getByRole('article', { name: 'Cash-on-delivery confirmation' });
    await expect(confirmation).toContainText('Failed');
    await expect(confirmation).toContainText('131026 Message undeliverable');
    await expect(confirmation).toContainText(`••••••${mobile.slice(-4)}`);
    await expect(confirmation).toContainText('cod_confirmation');
    const retry = confirmation.getByRole('button', { name: 'Retry the Cash-on-delivery confirmation message on WhatsApp' });
    await expect(retry).toBeVisible();
    await expectNoAxeViolations(page);
    await pictureOf(messages, testInfo, 'admin-order-messages');

    // Retry queues it again: the button goes, the message's title takes the focus, and WhatsApp carries it again.
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(confirmation.getByRole('heading', { name: 'Cash-on-delivery confirmation' })).toBeFocused();
    await expect(confirmation).toContainText(/Queued|Sent/);
    await whatsAppOf(request, baseURL!, mobile, 'cod_confirmation', 2);
    await expect(async () => {
      await page.reload();
      await expect(confirmation).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await pictureOf(messages, testInfo, 'admin-order-messages-retried');

    // A packer reads the same settings, switches disabled and no Save; the API refuses them a save all the same.
    const packer = await backOfficeTokenOf(request, await packerFor(testInfo, baseURL!, 'notifications'));
    const asPacker = { authorization: `Bearer ${packer}` };
    const read = await request.get(SETTINGS_API, { headers: asPacker });
    expect(read.status()).toBe(200);
    const current = (await read.json()) as { version: number; templates: { event: string; enabled: boolean }[] };
    // The settings as they are: were it accepted, nothing would change for the journeys sharing the shop.
    const unchanged = { version: current.version, enabled_events: current.templates.filter((template) => template.enabled).map((template) => template.event) };
    expect((await request.put(SETTINGS_API, { headers: asPacker, data: unchanged })).status()).toBe(403);
    await page.evaluate((token) => sessionStorage.setItem('adminToken', token), packer);
    await page.goto('/admin/settings/notifications');
    await expect(page.getByRole('banner').getByText('Staff', { exact: true })).toBeVisible();
    const readOnly = page.getByRole('region', { name: 'Messages to customers' });
    await expect(readOnly).toContainText('Only the owner can change these.');
    await expect(readOnly.getByRole('switch')).toHaveCount(NOTIFICATION_EVENTS.length);
    for (const box of await readOnly.getByRole('switch').all()) await expect(box).toBeDisabled();
    await expect(readOnly.getByRole('switch', { name: EVENT_NAME })).toBeChecked();
    await expect(readOnly.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await pictureOf(readOnly.getByRole('region', { name: 'Channels' }), testInfo, 'admin-notification-settings-as-staff');
  });
});
