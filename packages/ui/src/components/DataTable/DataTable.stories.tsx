import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { SortableOrders } from './DataTableExamples/SortableOrders';
import { orderColumns, orders, type StoryOrder } from './DataTableExamples/storyOrders';

const onSortChange = fn().mockName('onSortChange');

/**
 * The default table and a playground. One story per state lives in
 * `DataTable.features.stories.tsx`; guidance in `DataTable.mdx`.
 */
const meta = {
  title: 'Components/DataTable',
  component: DataTable<StoryOrder>,
  args: { label: 'Orders', columns: orderColumns, items: orders },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    columns: { control: false },
    items: { control: false },
    emptyState: { control: false },
    bulkActions: { control: false },
    toolbar: { control: false },
    footer: { control: false },
  },
  beforeEach: () => {
    onSortChange.mockClear();
  },
} satisfies Meta<typeof DataTable<StoryOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recent orders, newest first; a sortable header sorts by a click. */
export const Default: Story = {
  render: () => <SortableOrders onSortChange={onSortChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Orders' });
    await expect(await within(table).findAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('columnheader', { name: /Total/ }));
    await expect(onSortChange).toHaveBeenLastCalledWith({ column: 'totalPaise', direction: 'ascending' });
    const firstRow = within(table).getAllByRole('row')[1];
    await expect(within(firstRow!).getByRole('rowheader')).toHaveTextContent('#BS-1037');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { selectionMode: 'multiple', isLoading: false, maxHeight: '24rem' },
};
