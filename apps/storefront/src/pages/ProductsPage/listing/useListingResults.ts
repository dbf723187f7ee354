import { asProductPage, useListProductsQuery, type Product } from '@shop/api-client';
import { filterProducts, sortProducts } from '@shop/rules/listing';
import { useMemo } from 'react';
import { serverPageArgs, useCatalogueProbe } from '../../../features/catalogue/catalogueSize';
import { useListingPage } from '../../../features/catalogue/listingPage';
import type { ListingControls } from './useListingState';

export interface ListingResults {
  /** The first answer: undefined while it loads; `total` 0 is an empty catalogue or search. */
  probeTotal: number | undefined;
  /** What the grid shows, in order; undefined while loading. */
  shown: readonly Product[] | undefined;
  /** How many pass the filters (all pages). */
  total: number | undefined;
  /** The categories the products carry, for the panel when the category list could not load. */
  categoriesCarried: string[];
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  /** Set when the server pages: the current page and how to change it. */
  paging: { page: number; setPage: (page: number) => void } | undefined;
}

/**
 * The listing's products: filtered and sorted here when the catalogue (or the search) is small, asked
 * page by page from the server when it is not (docs/decisions/021-product-paging.md). The filters and
 * sort are the same either way (@shop/rules' listing rules).
 */
export function useListingResults(query: string, { filters, sort }: ListingControls): ListingResults {
  const probe = useCatalogueProbe(query);
  const [page, setPage] = useListingPage();
  const serverQuery = useListProductsQuery(serverPageArgs(query, filters, sort, page), { skip: !probe.isLarge });
  const serverPage = asProductPage(serverQuery.currentData);

  const browserShown = useMemo(
    () => (probe.page && !probe.isLarge ? sortProducts(filterProducts(probe.page.items, filters), sort) : undefined),
    [probe.page, probe.isLarge, filters, sort],
  );
  const categoriesCarried = useMemo(() => {
    if (probe.isLarge) return (serverPage ?? probe.page)?.facets.categories.map(({ name }) => name) ?? [];
    return [...new Set(probe.page?.items.map((product) => product.category_name))];
  }, [probe.isLarge, probe.page, serverPage]);

  const active = probe.isLarge ? serverQuery : probe.result;
  return {
    probeTotal: probe.page?.total,
    shown: probe.isLarge ? serverPage?.items : browserShown,
    total: probe.isLarge ? serverPage?.total : browserShown?.length,
    categoriesCarried,
    isError: active.isError,
    isFetching: active.isFetching,
    refetch: () => void active.refetch(),
    paging: probe.isLarge ? { page, setPage } : undefined,
  };
}
