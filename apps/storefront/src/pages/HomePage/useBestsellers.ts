import { asProductPage, useListProductsQuery, type Product } from '@shop/api-client';

export interface BestsellersState {
  /** The products marked `isBest`, in the API's order; `undefined` until they have loaded. */
  products: readonly Product[] | undefined;
  isLoading: boolean;
  /** The list could not be fetched and there is nothing to show. */
  isError: boolean;
  isRetrying: boolean;
  retry: () => void;
}

/** The most bestsellers one call returns (the contract's page size limit); a shop marks a handful. */
const BESTSELLERS_LIMIT = 200;

/**
 * 'Our Bestsellers': the server's page of products marked `isBest` (GET /products/?bestseller=true), so the
 * home page, and the state its first HTML carries, holds those products rather than the whole catalogue.
 */
export function useBestsellers(): BestsellersState {
  const query = useListProductsQuery({ bestseller: true, limit: BESTSELLERS_LIMIT });
  const { refetch } = query;
  const products = asProductPage(query.data)?.items;
  return {
    products,
    isLoading: query.isLoading,
    isError: query.isError && !products,
    isRetrying: query.isFetching,
    retry: () => void refetch(),
  };
}
