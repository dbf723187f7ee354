import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { PageSizeSelect } from './PageSizeSelect/PageSizeSelect';
import { Pagination } from './Pagination';
import { PagedOrders } from './PaginationExamples/PagedOrders';

const onPageChange = fn().mockName('onPageChange');
const onPageSizeChange = fn().mockName('onPageSizeChange');
const onPrevious = fn().mockName('onPrevious');
const onNext = fn().mockName('onNext');

/** One story per kind of paging and state, plus `All` for visual checks. */
const meta = {
  title: 'Components/Pagination/Features',
  component: Pagination,
  tags: ['!autodocs'],
  args: { onPrevious, onNext },
  beforeEach: () => {
    for (const mock of [onPageChange, onPageSizeChange, onPrevious, onNext]) mock.mockClear();
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page Previous is disabled, so Tab goes straight to Next; Enter turns the page and focus stays. */
export const FirstPageByKeyboard: Story = {
  render: () => <PagedOrders pageCount={12} totalItems={236} pageSize={20} onPageChange={onPageChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 12');
    await expect(canvas.getByText('21–40 of 236 orders')).toBeVisible();
    await expect(next).toHaveFocus();
  },
};

/** Reaching the last page disables Next; focus moves to Previous instead of falling to the page. */
export const LastPageKeepsFocus: Story = {
  render: () => <PagedOrders initialPage={11} pageCount={12} totalItems={236} pageSize={20} onPageChange={onPageChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 12 of 12');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await expect(canvas.getByText('221–236 of 236 orders')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(onPageChange).toHaveBeenLastCalledWith(11);
  },
};

/** Cursor paging (the audit log): no page numbers, only whether there is a page before and after. */
export const CursorPaging: Story = {
  args: { label: 'Audit log pages', hasPrevious: true, hasNext: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onNext).toHaveBeenCalledTimes(1);
  },
};

/** The end of a cursor list: Next is disabled. */
export const CursorPagingEnd: Story = {
  args: { label: 'Audit log pages', hasPrevious: true, hasNext: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** "Rows per page": a Select beside the pager; a new size goes back to page 1. */
export const WithPageSize: Story = {
  render: () => (
    <PagedOrders initialPage={4} pageCount={12} totalItems={236} pageSize={20} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Rows per page/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: '50' }));
    await expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
    // The list's focus scope gives focus back in the frame after it closes.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 12');

    await userEvent.keyboard('{ArrowDown}');
    // The list is in the page at once and shown a frame later, once its popover is placed.
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onPageSizeChange).toHaveBeenLastCalledWith(20);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A single page: both buttons disabled, the count still says how many. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1, totalItems: 4, pageSize: 20, itemName: { one: 'customer', other: 'customers' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–4 of 4 customers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Offset, cursor and page-size pagers side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Offset paging with page size">
        <Pagination
          label="Orders pages"
          page={3}
          pageCount={12}
          totalItems={236}
          pageSize={20}
          itemName={{ one: 'order', other: 'orders' }}
          pageSizeSelect={<PageSizeSelect value={20} onChange={onPageSizeChange} />}
          onPrevious={onPrevious}
          onNext={onNext}
        />
      </section>
      <section className={layout.card} aria-label="First page">
        <Pagination label="Products pages" page={1} pageCount={5} totalItems={92} pageSize={20} itemName={{ one: 'product', other: 'products' }} onPrevious={onPrevious} onNext={onNext} />
      </section>
      <section className={layout.card} aria-label="Cursor paging">
        <Pagination label="Audit log pages" hasPrevious hasNext onPrevious={onPrevious} onNext={onNext} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(3);
  },
};
