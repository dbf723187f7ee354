import { useListCategoriesQuery, useListProductsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useId, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ProductGrid, ProductsLoadFailed } from '../../components/ProductGrid';
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
  const productsQuery = useListProductsQuery({});
  const categories = categoriesQuery.data;
  const category = categories && resolveCategory(categoryName, categories);
  const products = useMemo(
    () => category && productsQuery.data?.filter((product) => product.category_name === category.category_name),
    [category, productsQuery.data],
  );

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
  if (productsQuery.isError && !products) {
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
    grid = <ProductGrid products={products} labelledBy={headingId} />;
  }

  return page(
    <>
      <Box as="header" display="grid" gap="1" paddingBottom="3" borderBottom="default">
        <Heading level={1} id={headingId}>
          {category.category_name}
        </Heading>
        <Text size="sm" tone="muted" className={styles.count}>
          {products && productsCopy.count(products.length)}
        </Text>
      </Box>
      {grid}
      <OtherCategories categories={categories} currentId={category.id} />
    </>,
  );
}
