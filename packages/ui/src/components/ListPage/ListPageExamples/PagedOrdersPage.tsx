import { useState } from 'react';
import { orderColumns, orders } from '../../DataTable/DataTableExamples/storyOrders';
import { LinkButton } from '../../LinkButton/LinkButton';
import { ListPage, type ListPageProps } from '../ListPage';
import type { StoryOrder } from '../../DataTable/DataTableExamples/storyOrders';

const PAGE_SIZE = 2;

type Props = Partial<Omit<ListPageProps<StoryOrder>, 'paging' | 'loadFailed'>> & {
  /** Every order of the list; the page shows `PAGE_SIZE` of them at a time. */
  allOrders?: StoryOrder[];
  /** The first fetch fails: the page offers a retry, which then succeeds. */
  failsFirst?: boolean;
  onPageChange?: (page: number) => void;
  onRetry?: () => void;
};

/** The back-office's orders list as a page would hold it: the page number and the failed fetch are state. Stories only. */
export function PagedOrdersPage({ allOrders = orders, failsFirst = false, onPageChange, onRetry, ...props }: Props) {
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(failsFirst);
  return (
    <ListPage
      title="Orders"
      intro="Every order, newest first."
      actions={
        <LinkButton href="/orders/tracking-updates" variant="secondary">
          Tracking updates
        </LinkButton>
      }
      label="Orders"
      columns={orderColumns}
      items={allOrders.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      empty={{ title: 'No orders', description: 'No order has been placed yet.' }}
      paging={{
        label: 'Orders pages',
        itemName: { one: 'order', other: 'orders' },
        page,
        pageSize: PAGE_SIZE,
        totalItems: allOrders.length,
        onPageChange: (next) => {
          setPage(next);
          onPageChange?.(next);
        },
      }}
      loadFailed={
        failed
          ? {
              message: 'The orders could not be loaded.',
              onRetry: () => {
                setFailed(false);
                onRetry?.();
              },
            }
          : undefined
      }
      {...props}
    />
  );
}
