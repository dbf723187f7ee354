import { asProductPage, useListCategoriesQuery, useListProductsQuery } from '@shop/api-client';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useId, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ListingPagination } from '../../components/ListingPagination';
import { ProductGrid, ProductsLoadFailed } from '../../components/ProductGrid';
import { categoryPageArgs } from '../../features/catalogue/listingArgs';
import { useListingPage } from '../../features/catalogue/listingPage';
import { productsCopy } from '../../copy/products';
import * as styles from './CategoryPage.css';
import { OtherCategories } from './OtherCategories';
import { resolveCategory } from './resolveCategory';

const viewAll = <LinkButton href="/products">{productsCopy.viewAllProducts}</LinkButton>;

/** /category/{categoryName} (or the category's id): that category's products in the shared grid. */
export function CategoryPage() {
  const headingId = useId();
  const { categoryName = '' } = useParams();
  const categoriesQuery = useListCategoriesQuery();
  const categories = categoriesQuery.data;
  const category = categories && resolveCategory(categoryName, categories);
  // The API's page of this category (decision 021), once the URL's name or id is known as a category. While
  // another page loads, the last one stays in view, marked busy.
  const [pageNumber, setPageNumber] = useListingPage();
  const productsQuery = useListProductsQuery(category ? categoryPageArgs(category.category_name, pageNumber) : skipToken);
  const answer = asProductPage(productsQuery.data);
  const products = answer?.items;
  const total = answer?.total;
  const gridRef = useRef<HTMLElement>(null);

  const page = (children: ReactNode) => (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      {children}
    </Container>
  );

  if (!categories) {
    if (categoriesQuery.isError)
      return page(<ProductsLoadFailed onRetry={() => void categoriesQuery.refetch()} isRetrying={categoriesQuery.isFetching} />);
    return page(
      <Box display="grid" alignItems="center" justifyItems="center" className={styles.loading}>
        <Spinner label={productsCopy.loading} size="lg" />
      </Box>,
    );
  }

  if (!category) {
    return page(
      <>
        <Heading level={1}>{productsCopy.category.notFound}</Heading>
        <EmptyState
          size="compact"
          title={productsCopy.category.unknown(categoryName)}
          description={productsCopy.category.notFoundHint}
          action={viewAll}
        />
        <OtherCategories categories={categories} />
      </>,
    );
  }

  let grid;
  if (productsQuery.isError) {
    grid = <ProductsLoadFailed onRetry={() => void productsQuery.refetch()} isRetrying={productsQuery.isFetching} />;
  } else if (products?.length === 0) {
    grid = (
      <EmptyState
        size="compact"
        title={productsCopy.category.empty(category.category_name)}
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
        <ProductGrid products={products} labelledBy={headingId} />
        {total !== undefined && (
          <ListingPagination
            page={pageNumber}
            total={total}
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

  return page(
    <>
      <Box as="header" display="grid" gap="1" paddingBottom="3" borderBottom="default">
        <Heading level={1} id={headingId}>
          {category.category_name}
        </Heading>
        <Text size="sm" tone="muted" className={styles.count}>
          {total !== undefined && productsCopy.count(total)}
        </Text>
      </Box>
      {grid}
      <OtherCategories categories={categories} currentId={category.id} />
    </>,
  );
}
