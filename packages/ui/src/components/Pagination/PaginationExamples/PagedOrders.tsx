import { useState } from 'react';
import { Pagination, type PaginationProps } from '../Pagination';
import { PageSizeSelect } from '../PageSizeSelect/PageSizeSelect';

type Props = Partial<Omit<PaginationProps, 'page' | 'onPrevious' | 'onNext' | 'pageSizeSelect'>> & {
  initialPage?: number;
  onPageChange?: (page: number) => void;
  /** With it, a "Rows per page" select; a new size goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
};

/** A pager over a list of orders as a page would hold it: the page number is state. Stories only. */
export function PagedOrders({ initialPage = 1, pageCount = 12, onPageChange, pageSize: initialPageSize, onPageSizeChange, ...props }: Props) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const go = (next: number) => {
    setPage(next);
    onPageChange?.(next);
  };
  return (
    <Pagination
      label="Orders pages"
      itemName={{ one: 'order', other: 'orders' }}
      {...props}
      page={page}
      pageCount={pageCount}
      pageSize={pageSize}
      pageSizeSelect={
        onPageSizeChange &&
        pageSize !== undefined && (
          <PageSizeSelect
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
              onPageSizeChange(size);
            }}
          />
        )
      }
      onPrevious={() => go(page - 1)}
      onNext={() => go(page + 1)}
    />
  );
}
