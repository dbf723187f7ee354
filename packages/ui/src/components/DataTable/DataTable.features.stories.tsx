import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { DataTable } from './DataTable';
import { SortableOrders } from './DataTableExamples/SortableOrders';
import { orderColumns, orders, productColumns, products, type StoryOrder } from './DataTableExamples/storyOrders';

const onSortChange = fn().mockName('onSortChange');
const onSelectionChange = fn().mockName('onSelectionChange');
const onRowAction = fn().mockName('onRowAction');
const markShipped = fn().mockName('markShipped');
const clearFilters = fn().mockName('clearFilters');

/** One story per state of the table, plus `All` for visual checks. */
const meta = {
  title: 'Components/DataTable/Features',
  component: DataTable<StoryOrder>,
  tags: ['!autodocs'],
  args: { label: 'Orders', columns: orderColumns, items: orders },
  beforeEach: () => {
    for (const mock of [onSortChange, onSelectionChange, onRowAction, markShipped, clearFilters]) mock.mockClear();
  },
} satisfies Meta<typeof DataTable<StoryOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** react-aria builds the rows after the first render, so queries wait for them. */
const findRows = (table: HTMLElement) => within(table).findAllByRole('row');

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The keyboard reaches a header with the arrow keys and Enter sorts by it; focus stays on the header. */
export const SortingByKeyboard: Story = {
  render: () => <SortableOrders onSortChange={onSortChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Orders' });
    const [, firstRow] = await findRows(table);
    await userEvent.tab();
    await expect(firstRow).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    const orderHeader = canvas.getByRole('columnheader', { name: /Order/ });
    await expect(orderHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSortChange).toHaveBeenLastCalledWith({ column: 'number', direction: 'ascending' });
    await expect(orderHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(table)[0]).toBe('#BS-1037');
    await expect(orderHeader).toHaveFocus();

    await userEvent.click(orderHeader);
    await expect(orderHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(table)[0]).toBe('#BS-1042');
  },
};

/** Checkboxes select rows; the count and the bulk actions appear over the table. Space selects from the keyboard. */
export const MultipleSelection: Story = {
  args: {
    selectionMode: 'multiple',
    onSelectionChange,
    disabledKeys: ['o-1037'],
    bulkActions: (
      <>
        <Button size="sm" variant="secondary" onPress={markShipped}>
          Mark as shipped
        </Button>
        <Button size="sm" variant="ghost">
          Print labels
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Orders' });
    const rows = await findRows(table);
    await expect(canvas.queryByRole('group', { name: /actions for selected rows/ })).toBeNull();

    // Keyboard: Tab lands on the first row, the arrows move by row, Space selects and focus stays.
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[2]).toHaveFocus();
    const bulkBar = canvas.getByRole('group', { name: 'Orders: actions for selected rows' });
    await expect(bulkBar).toHaveTextContent('1 selected');

    // Mouse: the row checkboxes.
    await userEvent.click(within(rows[3]!).getByRole('checkbox'));
    await userEvent.click(within(rows[4]!).getByRole('checkbox'));
    await expect(bulkBar).toHaveTextContent('3 selected');

    await userEvent.click(within(bulkBar).getByRole('button', { name: 'Mark as shipped' }));
    await expect(markShipped).toHaveBeenCalledTimes(1);

    await userEvent.click(within(rows[0]!).getByRole('checkbox', { name: /select all/i }));
    await expect(canvas.getByRole('group', { name: /actions for selected rows/ })).toHaveTextContent('6 selected');
    await expect(rows[6]).toHaveAttribute('aria-disabled', 'true');
  },
};

/** One row at a time, e.g. picking the order to merge into. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', onSelectionChange },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Orders' });
    const rows = await findRows(table);
    await userEvent.click(rows[2]!);
    await userEvent.click(rows[3]!);
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['o-1040']);
  },
};

/** A row opens its order: Enter on the focused row, or a click or tap anywhere on it. */
export const RowAction: Story = {
  args: { onRowAction },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Orders' });
    const rows = await findRows(table);
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRowAction).toHaveBeenLastCalledWith('o-1041');
    await expect(rows[2]).toHaveFocus();

    await userEvent.click(within(rows[3]!).getByRole('rowheader'));
    await expect(onRowAction).toHaveBeenLastCalledWith('o-1040');
  },
};

/**
 * Selection and a row action together: with nothing selected a click opens the row and the checkbox selects;
 * once rows are selected, a click on a row adds it to the selection (react-aria's checkbox-selection behaviour).
 */
export const SelectionWithRowAction: Story = {
  args: { selectionMode: 'multiple', onRowAction, onSelectionChange },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Orders' });
    const rows = await findRows(table);
    await userEvent.click(within(rows[1]!).getByRole('rowheader'));
    await expect(onRowAction).toHaveBeenLastCalledWith('o-1042');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(rows[3]!).getByRole('rowheader'));
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect(onRowAction).toHaveBeenCalledTimes(1);
  },
};

/** The first load: one row with a spinner, and the status line says what is loading. */
export const Loading: Story = {
  args: { items: [], isLoading: true, loadingLabel: 'Loading orders…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading orders…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
  },
};

/** A new page or sort is on its way: the old rows stay, a spinner above says so, and the status line announces it. */
export const Refreshing: Story = {
  args: { isLoading: true, loadingLabel: 'Loading orders…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findRows(canvas.getByRole('grid'))).toHaveLength(orders.length + 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.getByRole('progressbar', { name: 'Loading orders…' })).toBeVisible();
  },
};

/** Nothing matches the filters: the EmptyState says so and offers a way out. */
export const Empty: Story = {
  args: {
    items: [],
    emptyState: (
      <EmptyState
        size="compact"
        headingLevel={3}
        title="No orders match these filters"
        description="Try another status or a wider date range."
        action={
          <Button variant="secondary" onPress={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No orders match these filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

const manyOrders: StoryOrder[] = Array.from({ length: 4 }, (_, round) =>
  orders.map((order, index) => ({ ...order, id: `${order.id}-${round}`, number: `#BS-${1042 - round * 6 - index}` })),
).flat();

/** A long page scrolls inside the table on desktops; the header stays in view. */
export const StickyHeader: Story = {
  args: { items: manyOrders, maxHeight: '20rem' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('columnheader', { name: /Customer/ });
    const scroller = canvas.getByRole('grid').parentElement!;
    if (scroller.scrollHeight <= scroller.clientHeight) return; // phone layout: the page scrolls instead
    const topBefore = header.getBoundingClientRect().top;
    scroller.scrollTop = 300;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(header.getBoundingClientRect().top).toBeCloseTo(topBefore, 0);
  },
};

/** Products with stock: numbers right-aligned with equal-width figures. */
export const Products: Story = {
  render: () => <DataTable label="Products" columns={productColumns} items={products} selectionMode="multiple" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Anti-Bird Net/ });
    await expect(within(row).getByRole('gridcell', { name: /Out of stock/ })).toBeVisible();
  },
};

/** The states side by side: at 375 px every row is a card. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Orders, two selected">
        <DataTable
          label="Orders"
          columns={orderColumns}
          items={orders}
          sortDescriptor={{ column: 'placedAt', direction: 'descending' }}
          selectionMode="multiple"
          defaultSelectedKeys={new Set(['o-1041', 'o-1040'])}
          bulkActions={
            <Button size="sm" variant="secondary">
              Mark as shipped
            </Button>
          }
        />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Products">
        <DataTable label="Products" columns={productColumns} items={products} />
      </section>
      <section className={layout.card} aria-label="Loading">
        <DataTable label="Customers" columns={orderColumns.slice(0, 3)} items={[]} isLoading loadingLabel="Loading customers…" />
      </section>
      <section className={layout.card} aria-label="Empty">
        <DataTable
          label="Returns"
          columns={orderColumns.slice(0, 3)}
          items={[]}
          emptyState={<EmptyState size="compact" headingLevel={3} title="No returns yet" description="Returned orders show up here." />}
        />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('grid')).toHaveLength(4);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading customers…' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /actions for selected rows/ })).toHaveTextContent('2 selected');
  },
};
