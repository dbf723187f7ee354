import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { PagedOrders } from './PaginationExamples/PagedOrders';

const onPageChange = fn().mockName('onPageChange');

/**
 * The default pager and a playground. One story per state lives in
 * `Pagination.features.stories.tsx`; guidance in `Pagination.mdx`.
 */
const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    label: 'Orders pages',
    page: 3,
    pageCount: 12,
    totalItems: 236,
    pageSize: 20,
    itemName: { one: 'order', other: 'orders' },
    onPrevious: fn().mockName('onPrevious'),
    onNext: fn().mockName('onNext'),
  },
  beforeEach: () => {
    onPageChange.mockClear();
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 3 of the order list: where you are, how many orders, and the way back and on. */
export const Default: Story = {
  render: () => <PagedOrders initialPage={3} pageCount={12} totalItems={236} pageSize={20} onPageChange={onPageChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Orders pages' });
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 3 of 12');
    await expect(nav).toHaveTextContent('41–60 of 236 orders');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(onPageChange).toHaveBeenLastCalledWith(4);
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 4 of 12');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
