import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { OrderNotifications } from './OrderNotifications';
import { OrderMessagesExample } from './OrderNotificationsExamples/OrderMessagesExample';
import { demoMessages, gaveUpMessage, orderMessages } from './OrderNotificationsExamples/sampleNotifications';

/** Retry by keyboard and mouse, a failed retry, the demo channel, no messages and long texts, plus `All`. */
const meta = {
  title: 'Components/OrderNotifications/Features',
  component: OrderNotifications,
  tags: ['!autodocs'],
  args: { notifications: orderMessages, onRetry: fn() },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof OrderNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Retry by keyboard: Tab lands on the only Retry; Enter shows "Retrying…" and keeps focus; once the message is
 * queued again its Retry is gone, focus moves to its title and the change is announced.
 */
export const RetryByKeyboard: Story = {
  render: (args) => <OrderMessagesExample initial={orderMessages} onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Retry the Shipped message on WhatsApp' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith(503);
    await expect(await canvas.findByRole('button', { name: 'Retrying…' })).toHaveFocus();

    const title = canvas.getAllByRole('heading', { name: 'Shipped' })[0]!;
    await waitFor(() => expect(title).toHaveFocus(), { timeout: 3000 });
    const shipped = canvas.getAllByRole('article', { name: 'Shipped' })[0]!;
    await expect(within(shipped).getByText('Queued')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Shipped on WhatsApp is queued to be sent again.');
    removeStaleAnnouncements();
  },
};

/** A given-up message retried with the mouse; the request fails, so it is announced and Retry stays, with focus. */
export const RetryFails: Story = {
  render: (args) => <OrderMessagesExample initial={[gaveUpMessage]} onRetry={args.onRetry} retryFails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Given up')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry the Cash-on-delivery confirmation message on WhatsApp' });
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('It could not be queued again. Please try in a minute.'), {
      timeout: 3000,
    });
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAccessibleDescription(/It could not be queued again\. Please try in a minute\.$/);
    removeStaleAnnouncements();
  },
};

/** The demo channel only wrote these to the log: that is each one's state, in words, and none says "Sent". */
export const DemoChannel: Story = {
  args: { notifications: demoMessages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = canvas.getAllByRole('article');
    for (const message of messages) {
      await expect(within(message).getByText('Demo: only logged, not sent')).toBeVisible();
      await expect(within(message).queryByText('Sent')).toBeNull();
    }
    await expect(messages[0]).toHaveAccessibleName('Cash-on-delivery confirmation');
    await expect(messages[1]).toHaveAccessibleName('Refund processed');
  },
};

/** No messages yet: says why, at the next heading level. */
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No messages yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long template name and a provider's long error wrap inside a phone's card instead of widening it. */
export const LongTexts: Story = {
  args: { notifications: [gaveUpMessage] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

/** Without `onRetry` (staff who may not send messages): no Retry anywhere. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** An order's messages, the demo channel, retrying, long texts and none, for visual review. */
export const All: Story = {
  parameters: {
    layout: 'fullscreen',
    // Every panel here is titled "WhatsApp and SMS messages", so their regions share a name; an order page has one.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className={layout.page}>
      <div className={layout.wide}>
        <OrderNotifications notifications={orderMessages} onRetry={() => {}} />
      </div>
      <div className={layout.wide}>
        <OrderNotifications notifications={[gaveUpMessage]} onRetry={() => new Promise<void>(() => {})} />
      </div>
      <OrderNotifications notifications={demoMessages} />
      <OrderNotifications notifications={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry the Cash-on-delivery confirmation message on WhatsApp' }));
    await canvas.findByRole('button', { name: 'Retrying…' });
    // The snapshot shows the states at rest, without a focus ring.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
