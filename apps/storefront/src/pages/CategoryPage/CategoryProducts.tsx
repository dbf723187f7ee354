import { asProductPage, useListProductsQuery, type Category } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import { useId, useRef, type ReactNode } from 'react';
import { ListingPagination } from '../../components/ListingPagination';
import { ProductGrid, ProductsLoadFailed } from '../../components/ProductGrid';
import { categoryPageArgs } from '../../features/catalogue/listingArgs';
import { useListingPage } from '../../features/catalogue/listingPage';
import { productsCopy } from '../../copy/products';
import * as styles from './CategoryPage.css';
import { CategoryName } from '../../shared/CategoryName';

export interface CategoryProductsProps {
  category: Category;
  /** Leads elsewhere when the category is empty. */
  viewAll: ReactNode;
}

/**
 * One category's heading, count and the API's page of its products (decision 021). While another page of
 * it loads, the last one stays in view, marked busy; the page keys this by category, so another category
 * never shows this one's products while its own load.
 */
export function CategoryProducts({ category, viewAll }: CategoryProductsProps) {
  const headingId = useId();
  const [pageNumber, setPageNumber] = useListingPage();
  const productsQuery = useListProductsQuery(categoryPageArgs(category.category_name, pageNumber));
  const answer = asProductPage(productsQuery.data);
  const gridRef = useRef<HTMLElement>(null);

  let grid;
  if (productsQuery.isError) {
    grid = <ProductsLoadFailed onRetry={() => void productsQuery.refetch()} isRetrying={productsQuery.isFetching} />;
  } else if (answer?.items.length === 0) {
    grid = (
      <EmptyState
        size="compact"
        title={productsCopy.category.empty(category.display_name)}
        description={productsCopy.category.emptyHint}
        action={viewAll}
      />
    );
  } else {
    grid = (
      <Box
        display="grid"
        gap={{ mobile: '4', md: '5' }}
        ref={gridRef}
        tabIndex={-1}
        className={styles.results}
        aria-busy={productsQuery.isFetching}
      >
        <ProductGrid products={answer?.items} labelledBy={headingId} />
        {answer && (
          <ListingPagination
            page={pageNumber}
            total={answer.total}
            onChange={(next) => {
              setPageNumber(next);
              // The new page replaces the grid above: focus and view go to its start.
              gridRef.current?.focus();
            }}
          />
        )}
      </Box>
    );
  }

  return (
    <>
      <Box as="header" display="grid" gap="1" paddingBottom="3" borderBottom="default">
        <Heading level={1} id={headingId}>
          <CategoryName category={category} />
        </Heading>
        <Text size="sm" tone="muted" className={styles.count}>
          {answer && productsCopy.count(answer.total)}
        </Text>
      </Box>
      {grid}
    </>
  );
}
