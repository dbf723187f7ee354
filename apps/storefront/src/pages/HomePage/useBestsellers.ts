import { asProductList, useListProductsQuery, type Product } from '@shop/api-client';
import { useMemo } from 'react';

export interface BestsellersState {
  /** The products marked `isBest`, in the API's order; `undefined` until the list has loaded. */
  products: readonly Product[] | undefined;
  isLoading: boolean;
  /** The list could not be fetched and there is nothing to show. */
  isError: boolean;
  isRetrying: boolean;
  retry: () => void;
}

/** 'Our Bestsellers': the product list (GET /products/, shared with the other pages) narrowed to `isBest`. */
export function useBestsellers(): BestsellersState {
  const query = useListProductsQuery({});
  const { refetch } = query;
  const data = asProductList(query.data);
  const products = useMemo(() => data?.filter((product) => product.isBest), [data]);
  return {
    products,
    isLoading: query.isLoading,
    isError: query.isError && !data,
    isRetrying: query.isFetching,
    retry: () => void refetch(),
  };
}
