import { Pagination } from '@shop/ui/Pagination';
import { productsCopy } from '../../copy/products';
import { LISTING_PAGE_SIZE } from '../../features/catalogue/listingArgs';

export interface ListingPaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many products pass the filters. */
  total: number;
  onChange: (page: number) => void;
}

/**
 * Previous and Next under a listing's grid when it has more than one page (decision 021): "25–48 of 1,234
 * products" and "Page 2 of 52", which the design system's pager announces as the page changes.
 */
export function ListingPagination({ page, total, onChange }: ListingPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  // One page needs no pager: the count above the grid says it all. A page past the end keeps one, to go back.
  if (pageCount === 1 && page === 1) return null;
  return (
    <Pagination
      label={productsCopy.pagesLabel}
      page={Math.min(page, pageCount)}
      pageCount={pageCount}
      pageSize={LISTING_PAGE_SIZE}
      totalItems={total}
      itemName={productsCopy.itemName}
      onPrevious={() => onChange(page - 1)}
      onNext={() => onChange(page + 1)}
    />
  );
}
