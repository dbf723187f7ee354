import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearAnnouncementsAfterStory } from '../../storybook/liveAnnouncements';
import { OrderNotifications } from './OrderNotifications';
import { orderMessages } from './OrderNotificationsExamples/sampleNotifications';

/**
 * The WhatsApp and SMS messages about an order, on the back-office's order page, and a playground. Retry,
 * the demo channel, an empty order and long texts live in `OrderNotifications.features.stories.tsx`;
 * guidance in `OrderNotifications.mdx`.
 */
const meta = {
  title: 'Components/OrderNotifications',
  component: OrderNotifications,
  args: { notifications: orderMessages, onRetry: fn() },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof OrderNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Five messages, oldest first: each is an article named by its event, with the channel, when, the masked
 * number, the template, attempts and its status in words. Only the failed one has Retry, described by its
 * error.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'WhatsApp and SMS messages' });
    const messages = within(list).getAllByRole('article');
    await expect(messages).toHaveLength(5);

    const [placed, , shipped] = messages;
    await expect(placed).toHaveAccessibleName('Order placed');
    await expect(within(placed!).getByText('WhatsApp')).toBeVisible();
    await expect(within(placed!).getByText('26 Nov, 6:15 pm')).toHaveAttribute('dateTime', '2026-11-26T12:45:00.000Z');
    await expect(within(placed!).getByText('Read')).toBeVisible();
    await expect(within(placed!).getByText('To').nextElementSibling).toHaveTextContent('••••••3210');
    await expect(within(placed!).getByText('Template').nextElementSibling).toHaveTextContent('order_placed');
    await expect(within(placed!).getByText('26 Nov, 6:21 pm')).toHaveAttribute('dateTime', '2026-11-26T12:51:00.000Z');

    await expect(shipped).toHaveAccessibleName('Shipped');
    await expect(within(shipped!).getByText('Failed')).toBeVisible();
    await expect(within(shipped!).getByText('Attempts').nextElementSibling).toHaveTextContent('3');
    const retry = within(shipped!).getByRole('button', { name: 'Retry the Shipped message on WhatsApp' });
    await expect(retry).toHaveAccessibleDescription('Last error: 131026: Message undeliverable (the number is not on WhatsApp)');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);

    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith(503);
  },
};

export const Playground: Story = {};
