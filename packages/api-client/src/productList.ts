import type { ListProductsApiResponse } from './generated/catalog';
import type { Product, ProductPage } from './schemas';

/**
 * listProducts answers the plain array without paging parameters and a `ProductPage` with any of them
 * (the contract's oneOf): these narrow the generated union to the shape the caller asked for.
 */
export function asProductList(answer: ListProductsApiResponse | undefined): Product[] | undefined {
  return Array.isArray(answer) ? answer : undefined;
}

export function asProductPage(answer: ListProductsApiResponse | undefined): ProductPage | undefined {
  return answer && !Array.isArray(answer) ? answer : undefined;
}
