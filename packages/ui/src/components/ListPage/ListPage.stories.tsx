import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { orderColumns, orders, type StoryOrder } from '../DataTable/DataTableExamples/storyOrders';
import { ListPage } from './ListPage';

const navigate = fn().mockName('navigate');

/** The default ListPage and a playground; paging, the empty list and a failed load are in `ListPage.features.stories.tsx`. */
const meta = {
  title: 'Layout/ListPage',
  component: ListPage<StoryOrder>,
  args: {
    title: 'Orders',
    intro: 'Every order, newest first.',
    label: 'Orders',
    columns: orderColumns,
    items: orders,
    empty: { title: 'No orders', description: 'No order has been placed yet.' },
  },
  argTypes: { actions: { control: false }, filters: { control: false }, children: { control: false } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ListPage<StoryOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders list: its h1, its introduction and the table named after it, without a pager when the list comes whole. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Orders' });
    await expect(await within(table).findAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
