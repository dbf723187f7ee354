import { useListAdminProductsQuery, useListAdminReviewsQuery } from '@shop/api-client/admin';
import { EmptyState } from '@shop/ui/EmptyState';
import { Inline } from '@shop/ui/Inline';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Pagination } from '@shop/ui/Pagination';
import { Select, SelectItem } from '@shop/ui/Select';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { reviewsCopy } from '../../copy/reviews';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { usePageTitle } from '../../features/page/usePageTitle';
import { readReviewFilters, REVIEW_VIEWS, reviewsQueryArg, writeReviewFilters, type ReviewView } from '../../features/reviews/reviewFilters';
import { ReviewCard } from './ReviewCard';

const copy = reviewsCopy;
const ANY = 'any';
/** The product filter lists the catalogue's first products by title; a small shop's whole range. */
const PRODUCT_CHOICES = 100;

/**
 * /admin/reviews: the moderation queue. Pending reviews by default, longest waiting first; "All" shows
 * every review with the pending ones first. Filters by rating and product, kept in the address.
 */
export function ReviewsPage() {
  usePageTitle(copy.title);
  const [filters, changeFilters] = useAddressFilters(readReviewFilters, writeReviewFilters);
  const list = useListAdminReviewsQuery(reviewsQueryArg(filters));
  const products = useListAdminProductsQuery({ page: 1, pageSize: PRODUCT_CHOICES, sort: 'title', order: 'asc' });

  const counts = list.data?.counts;
  const countOf = (view: ReviewView) => (counts ? (view === 'all' ? counts.pending + counts.published + counts.rejected + counts.draft : counts[view]) : undefined);
  const reviews = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.page_size ?? 1)));

  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      <StatusLinks
        label={copy.statusNav}
        links={REVIEW_VIEWS.map((view) => ({ status: view, label: copy.statuses[view], count: countOf(view) }))}
        current={filters.view}
        searchFor={(view) => writeReviewFilters({ ...filters, view, page: 1 })}
      />
      <Inline gap="4" alignY="bottom">
        <Select
          label={copy.ratingFilter}
          selectedKey={filters.rating ? String(filters.rating) : ANY}
          onSelectionChange={(key) => changeFilters({ page: 1, rating: key === ANY ? undefined : Number(key) })}
        >
          <SelectItem id={ANY}>{copy.anyRating}</SelectItem>
          {[5, 4, 3, 2, 1].map((stars) => (
            <SelectItem key={stars} id={String(stars)}>
              {copy.stars(stars)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={copy.productFilter}
          selectedKey={filters.product ? String(filters.product) : ANY}
          onSelectionChange={(key) => changeFilters({ page: 1, product: key === ANY ? undefined : Number(key) })}
        >
          <SelectItem id={ANY}>{copy.anyProduct}</SelectItem>
          {(products.data?.items ?? []).map((product) => (
            <SelectItem key={product.id} id={String(product.id)}>
              {product.title}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : list.isLoading ? (
        <Spinner label={copy.loading} />
      ) : reviews.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={2}
          title={copy.empty.title}
          description={filters.view === 'pending' && !filters.rating && !filters.product ? copy.empty.pending : copy.empty.filtered}
        />
      ) : (
        <Stack as="ul" gap="4" role="list" aria-label={copy.listLabel} aria-busy={list.isFetching}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Stack>
      )}
      {total > 0 && (
        <Pagination
          label={copy.pagesLabel}
          page={filters.page}
          pageCount={pageCount}
          totalItems={total}
          pageSize={list.data?.page_size}
          itemName={copy.itemName}
          onPrevious={() => changeFilters({ page: Math.max(1, filters.page - 1) })}
          onNext={() => changeFilters({ page: Math.min(pageCount, filters.page + 1) })}
        />
      )}
    </Stack>
  );
}
