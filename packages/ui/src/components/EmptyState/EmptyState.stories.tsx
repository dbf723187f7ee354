import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkButton } from '../LinkButton/LinkButton';
import { EmptyState } from './EmptyState';
import { BagIcon } from '../Icon/icons/states';

/** The storefront's router stand-in: link presses go to `navigate`. */
const navigate = fn().mockName('navigate');

/**
 * The default empty state and a playground. One story per use lives in
 * `EmptyState.features.stories.tsx`; guidance in `EmptyState.mdx`.
 */
const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <BagIcon />,
    title: 'No orders found',
    description: "Looks like you haven't placed any orders yet.",
    action: <LinkButton href="/products">View All Products</LinkButton>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['page', 'compact'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    icon: { control: false },
    action: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order history with no orders: a heading, a reason and a way to the products. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No orders found' })).toBeVisible();
    await expect(canvas.getByText("Looks like you haven't placed any orders yet.")).toBeVisible();

    const link = canvas.getByRole('link', { name: 'View All Products' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { size: 'page', headingLevel: 2 },
};
