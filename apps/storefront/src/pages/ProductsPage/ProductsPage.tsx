import { useListCategoriesQuery } from '@shop/api-client';
import { LISTING_PARAMS } from '@shop/rules/listing';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { useDeferredValue, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ProductsLoadFailed } from '../../components/ProductGrid';
import { productsCopy } from '../../copy/products';
import { ListingLayout } from './ListingLayout';
import { useListingResults } from './listing/useListingResults';
import { useListingState } from './listing/useListingState';
import { countActiveFilters } from './listing/productFilters';
import { WhyShopWithUs } from './WhyShopWithUs/WhyShopWithUs';

/**
 * /products, /products?query= and /products/search?query=: the shop's range, or the
 * API's ranked search results, with filters and sort kept in the URL.
 */
export function ProductsPage() {
  const headingId = useId();
  const [params] = useSearchParams();
  const query = params.get(LISTING_PARAMS.query)?.trim() ?? '';

  const { data: categoryList } = useListCategoriesQuery({});
  const knownCategories = useMemo(() => categoryList?.map((category) => category.category_name), [categoryList]);
  const listing = useListingState(knownCategories);
  // A choice shows in the controls at once; the results follow in a render of their own, which a next tap
  // interrupts rather than waits for.
  const filters = useDeferredValue(listing.filters);
  const sort = useDeferredValue(listing.sort);
  const isFollowing = filters !== listing.filters || sort !== listing.sort;
  // The API answers the search (ranked, typo-tolerant) with the filters, sort and page applied.
  const view = useListingResults(query, { filters, sort });
  const following = useMemo(() => (isFollowing ? { ...view, isUpdating: true } : view), [view, isFollowing]);
  // The store tells its readers of each answer (and each step of a request) at once, in a render nothing can
  // interrupt: on a phone, drawing the listing's controls, the overlay and its counts there held the main thread
  // when the next tap came. The listing (memoised) takes them in a render of its own that a tap interrupts.
  const results = useDeferredValue(following);
  // Without the category list (its call failed), the panel offers the categories the products carry.
  const categories = knownCategories ?? results.categoriesCarried;

  let body;
  if (results.isError) {
    body = <ProductsLoadFailed onRetry={results.refetch} isRetrying={results.isUpdating} />;
  } else if (results.total === 0 && countActiveFilters(filters) === 0) {
    // Nothing to filter: the search (or the catalogue) itself is empty.
    body = query ? (
      <EmptyState
        title={productsCopy.noResults(query)}
        description={productsCopy.noResultsHint}
        action={<LinkButton href="/products">{productsCopy.viewAllProducts}</LinkButton>}
      />
    ) : (
      <EmptyState title={productsCopy.empty} />
    );
  } else {
    body = <ListingLayout results={results} categories={categories} listing={listing} headingId={headingId} />;
  }

  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <Heading level={1} id={headingId}>
        {query ? productsCopy.searchTitle(query) : productsCopy.title}
      </Heading>
      {body}
      {!query && <WhyShopWithUs />}
    </Container>
  );
}
