import { useCallback } from 'react';
import { LISTING_PARAMS } from '@shop/rules/listing';
import { useSearchParams } from 'react-router-dom';

/**
 * The listing's page (decision 021), from 1: `?page=3`. Only the pager
 * writes it; anything but a whole number from 1 reads as the first page.
 */
export function readPage(params: URLSearchParams): number {
  const value = params.get(LISTING_PARAMS.page);
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** A copy of `params` on page `page`; the first page leaves the key out. */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(LISTING_PARAMS.page, String(page));
  else next.delete(LISTING_PARAMS.page);
  return next;
}

/** The listing's page in the URL; a new page is a new history entry, so Back returns to the one before. */
export function useListingPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback((page: number) => setParams((current) => writePage(current, page), { preventScrollReset: true }), [setParams]);
  return [readPage(params), setPage];
}
