import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { CodConfirmation } from './CodConfirmation';
import { ConfirmationPageExample } from './CodConfirmationExamples/ConfirmationPageExample';
import { sampleOrder } from './CodConfirmationExamples/sampleOrder';

/**
 * The panel of the cash-on-delivery confirmation page and a playground. One story per state, the
 * keyboard and the cancel dialog live in `CodConfirmation.features.stories.tsx`; guidance in `CodConfirmation.mdx`.
 */
const meta = {
  title: 'Components/CodConfirmation',
  component: CodConfirmation,
  args: { ...sampleOrder, status: 'awaiting', onConfirm: fn(), onCancel: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['awaiting', 'confirmed', 'cancelled', 'expired'] },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof CodConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page, with the mouse: the order to recognise (number, date, items, city, amount) and the deadline;
 * Confirm shows it is sending, then the panel says the order is confirmed and focus moves to that title,
 * so a screen reader reads the outcome.
 */
export const Default: Story = {
  render: (args) => <ConfirmationPageExample onConfirm={args.onConfirm as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Please confirm your order' });
    await expect(panel).toHaveTextContent('Please answer by Thu, 27 Nov, 6:30 pm, or the order will be cancelled.');
    await expect(panel).toHaveTextContent('Order #1042');
    await expect(canvas.getByText('Placed on 26 Nov 2025')).toHaveAttribute('dateTime', '2025-11-26T09:10:00.000Z');
    await expect(within(canvas.getByRole('list', { name: 'Items' })).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order' }));
    await expect(await canvas.findByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    const title = await canvas.findByRole('heading', { name: 'Order confirmed' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Confirm order' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Order confirmed' })).toHaveTextContent('please keep ₹1,348 ready for the courier');
    removeStaleAnnouncements();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
