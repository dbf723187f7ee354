// @vitest-environment happy-dom
import type { OrderNotification } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { OrderMessages } from '../src/pages/OrderPage/OrderMessages';
import { allByRole, byRole, pause, press, renderWithShop, toasts, waitFor, type Answer, type SentRequest } from './support/fakeShop';

const LIST = 'GET /api/admin/orders/42/notifications/';

function message(overrides: Partial<OrderNotification>): OrderNotification {
  return {
    id: 1,
    order_id: 42,
    event: 'order_placed',
    channel: 'whatsapp',
    provider: 'whatsapp_cloud',
    template: 'order_placed',
    to: '••••••3210',
    status: 'read',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-26T12:45:00Z',
    updated_at: '2026-11-26T12:51:00Z',
    ...overrides,
  };
}

const placed = message({ id: 501 });
const shipped = message({
  id: 503,
  event: 'shipped',
  template: 'order_shipped',
  status: 'failed',
  attempts: 3,
  last_error: '131026: Message undeliverable',
  created_at: '2026-11-27T05:10:00Z',
  updated_at: '2026-11-27T05:40:00Z',
});
const queued = { ...shipped, status: 'pending', attempts: 0, updated_at: '2026-11-27T06:00:00Z' } as const;
const sentAgain = { ...queued, status: 'sent', attempts: 1, last_error: null, updated_at: '2026-11-27T06:00:02Z' } as const;

/** A server whose list of the order's messages is `current()` each time it is asked. */
function shopWith(current: () => OrderNotification[], retry: (request: SentRequest) => Answer, { listDelayMs = 0 } = {}) {
  return {
    [LIST]: (): Answer => ({ body: { notifications: current() }, delayMs: listDelayMs }),
    'POST /api/admin/notifications/503/retry/': retry,
  };
}

const listsAsked = (sent: SentRequest[]) => sent.filter((request) => `${request.method} ${request.path}` === LIST).length;

describe('the order page’s WhatsApp and SMS', () => {
  it('lists the order’s messages, with Retry on the failed one only', async () => {
    const { container } = await renderWithShop(<OrderMessages orderId={42} />, shopWith(() => [placed, shipped], () => ({ body: queued })));

    const section = await waitFor(() => byRole(container, 'region', 'WhatsApp and SMS'));
    await waitFor(() => expect(allByRole(section, 'heading', /^(Order placed|Shipped)$/)).toHaveLength(2));
    expect(section.textContent).toContain('131026: Message undeliverable');
    expect(byRole(section, 'heading', 'Shipped').closest('article')?.textContent).toContain('Failed');
    expect(allByRole(section, 'button', /^Retry/).map((button) => button.textContent)).toEqual(['Retry the Shipped message on WhatsApp']);
  });

  it('says so when the order has no message yet', async () => {
    const { container } = await renderWithShop(<OrderMessages orderId={42} />, shopWith(() => [], () => ({ body: queued })));
    const section = await waitFor(() => byRole(container, 'region', 'WhatsApp and SMS'));
    await waitFor(() => expect(section.textContent).toContain('No messages yet'));
    expect(allByRole(section, 'button', /^Retry/)).toHaveLength(0);
  });

  it('queues a failed message again: its Retry goes at once, its title takes the focus, and the list as asked again follows', async () => {
    let list: OrderNotification[] = [placed, shipped];
    const { container, sent } = await renderWithShop(
      <OrderMessages orderId={42} />,
      shopWith(
        () => list,
        () => {
          // Sent again by the time the list is asked for.
          list = [placed, sentAgain];
          return { body: queued };
        },
        // The list comes back slowly: the retry's own answer is what the page shows first.
        { listDelayMs: 300 },
      ),
    );
    const retry = await waitFor(() => byRole(container, 'button', /^Retry the Shipped message/));
    const before = listsAsked(sent);

    await press(retry);

    await waitFor(() => expect(allByRole(container, 'button', /^Retry/)).toHaveLength(0));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/admin/notifications/503/retry/']);
    const shippedCard = byRole(container, 'heading', 'Shipped');
    expect(document.activeElement).toBe(shippedCard);
    expect(shippedCard.closest('article')?.textContent).toContain('Queued');
    // The list is asked again (the retry invalidates the order's cache), and its newer word on the message wins.
    expect(listsAsked(sent)).toBeGreaterThan(before);
    await pause(350);
    expect(byRole(container, 'heading', 'Shipped').closest('article')?.textContent).toContain('Sent');
    expect(allByRole(container, 'button', /^Retry/)).toHaveLength(0);
    expect(byRole(container, 'status').textContent).toBe('Shipped on WhatsApp is queued to be sent again.');
    expect(toasts()).toEqual([]);
  });

  it('says in the server’s words when a colleague retried it first (409), and shows the list as it now is', async () => {
    const detail = 'This message is pending; only a failed or given-up message can be sent again.';
    let list = [placed, shipped];
    const { container, sent } = await renderWithShop(
      <OrderMessages orderId={42} />,
      shopWith(
        () => list,
        () => ({ status: 409, body: { detail, errors: {} } }),
      ),
    );
    const retry = await waitFor(() => byRole(container, 'button', /^Retry the Shipped message/));
    const before = listsAsked(sent);
    // A colleague's retry meanwhile: the server holds it queued.
    list = [placed, queued];

    await press(retry);

    await waitFor(() => expect(toasts()).toEqual([detail]));
    expect(byRole(container, 'alert').textContent).toBe('It was not queued again. Try again in a minute.');
    // The refused retry refreshes the list: the message is queued, so there is nothing to retry.
    await waitFor(() => expect(listsAsked(sent)).toBeGreaterThan(before));
    await waitFor(() => expect(allByRole(container, 'button', /^Retry/)).toHaveLength(0));
    expect(byRole(container, 'heading', 'Shipped').closest('article')?.textContent).toContain('Queued');
  });

  it('offers to load the messages again when they could not be', async () => {
    let fails = true;
    const { container } = await renderWithShop(<OrderMessages orderId={42} />, {
      [LIST]: () => (fails ? { status: 500, body: { detail: 'Down' } } : { body: { notifications: [placed] } }),
    });
    const section = await waitFor(() => byRole(container, 'region', 'WhatsApp and SMS'));
    await waitFor(() => expect(section.textContent).toContain('The messages could not be loaded.'));

    fails = false;
    await press(byRole(section, 'button', 'Try again'));

    await waitFor(() => expect(byRole(container, 'heading', 'Order placed')).toBeDefined());
  });
});
