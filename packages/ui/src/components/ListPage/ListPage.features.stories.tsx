import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { PagedOrdersPage } from './ListPageExamples/PagedOrdersPage';

const navigate = fn().mockName('navigate');
const onPageChange = fn().mockName('onPageChange');
const onRetry = fn().mockName('onRetry');

/** One story per state of a list page, plus `All` for visual checks. */
const meta = {
  title: 'Layout/ListPage/Features',
  component: PagedOrdersPage,
  tags: ['!autodocs'],
  args: { onPageChange, onRetry },
  beforeEach: () => {
    for (const mock of [navigate, onPageChange, onRetry]) mock.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof PagedOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A page at a time: the pager counts the orders and pages, and Next and Previous stop at the ends. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Orders' });
    await within(table).findAllByRole('row');
    await expect(rowNames(table)).toEqual(['#BS-1042', '#BS-1041']);
    const pager = canvas.getByRole('navigation', { name: 'Orders pages' });
    await expect(within(pager).getByRole('status')).toHaveTextContent('Page 1 of 3');
    await expect(pager).toHaveTextContent('1–2 of 6 orders');
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(onPageChange).toHaveBeenLastCalledWith(3);
    await expect(within(pager).getByRole('status')).toHaveTextContent('Page 3 of 3');
    await expect(rowNames(table)).toEqual(['#BS-1038', '#BS-1037']);
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Nothing to list: the table says so under an h2, with the way out, and there is no pager. */
export const Empty: Story = {
  args: {
    allOrders: [],
    empty: {
      title: 'No orders',
      description: 'No order has been placed yet.',
      action: (
        <Button variant="secondary" size="sm">
          Clear the filters
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No orders' })).toBeVisible();
    await expect(canvas.getByText('No order has been placed yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear the filters' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  },
};

/** The fetch failed: an alert in the table's place, the header still usable; Try again brings the list. */
export const LoadFailedThenRetry: Story = {
  args: { failsFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The orders could not be loaded.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Tracking updates' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await within(canvas.getByRole('grid', { name: 'Orders' })).findAllByRole('row')).toHaveLength(3);
  },
};

/** A paged list, an empty one and one that failed to load. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Paged">
        <PagedOrdersPage />
      </section>
      <section className={layout.card} aria-label="Empty">
        <PagedOrdersPage
          title="Returns"
          intro="Orders customers sent back."
          actions={undefined}
          label="Returns"
          allOrders={[]}
          empty={{ title: 'No returns yet', description: 'Returned orders show up here.' }}
        />
      </section>
      <section className={layout.card} aria-label="Failed">
        <PagedOrdersPage failsFirst />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Orders', 'Returns', 'Orders']);
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
