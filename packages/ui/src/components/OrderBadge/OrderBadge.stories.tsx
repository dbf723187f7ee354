import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderBadge } from './OrderBadge';

/**
 * The default order badge and a playground. One story per status group and
 * case lives in `OrderBadge.features.stories.tsx`; guidance in `OrderBadge.mdx`.
 */
const meta = {
  title: 'Components/OrderBadge',
  component: OrderBadge,
  args: { kind: 'delivery', status: 'pending' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['delivery', 'payment'] },
    status: {
      control: 'select',
      options: ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'completed', 'failed', 'refunded', 'partially_refunded', 'to_collect', 'collected'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof OrderBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new order: "Pending", with a clock icon as well as the warning colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Pending');
    await expect(text).toBeVisible();
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every prop as a control (pick a status that belongs to the kind). */
export const Playground: Story = {
  args: { kind: 'payment', status: 'completed', size: 'md' },
};
