import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTimeline } from './StatusTimeline';
import { orderPlaced, placedAt } from './StatusTimelineExamples/storySteps';

/**
 * The order detail's delivery timeline and a playground. One story per state
 * lives in `StatusTimeline.features.stories.tsx`; guidance in `StatusTimeline.mdx`.
 */
const meta = {
  title: 'Components/StatusTimeline',
  component: StatusTimeline,
  args: {
    'aria-label': 'Delivery status',
    steps: [orderPlaced, { label: 'Delivery Pending' }],
    currentStep: 1,
  },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As on the order detail: "Order Placed" with its date, then the current
 * delivery status, marked `aria-current="step"`.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Delivery status' });
    const [placed, pending] = within(list).getAllByRole('listitem');

    await expect(placed).toHaveTextContent('Completed: Order Placed');
    await expect(placed).not.toHaveAttribute('aria-current');
    const time = within(placed as HTMLElement).getByText('Nov 18, 2025 14:05');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', placedAt.toISOString());

    await expect(pending).toHaveAttribute('aria-current', 'step');
    await expect(pending).toHaveTextContent(/^Delivery Pending$/);
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
