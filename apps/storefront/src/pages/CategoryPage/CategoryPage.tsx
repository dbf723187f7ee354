import { useListCategoriesQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ProductsLoadFailed } from '../../components/ProductGrid';
import { productGridCopy } from '../../copy/productGrid';
import { productsCopy } from '../../copy/products';
import * as styles from './CategoryPage.css';
import { CategoryProducts } from './CategoryProducts';
import { OtherCategories } from './OtherCategories';
import { resolveCategory } from './resolveCategory';

const viewAll = <LinkButton href="/products">{productsCopy.viewAllProducts}</LinkButton>;

/** /category/{categoryName} (or the category's id): that category's products in the shared grid. */
export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const categoriesQuery = useListCategoriesQuery({});
  const categories = categoriesQuery.data;
  const category = categories && resolveCategory(categoryName, categories);

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
        <Spinner label={productGridCopy.loading} size="lg" />
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

  return page(
    <>
      <CategoryProducts key={category.id} category={category} viewAll={viewAll} />
      <OtherCategories categories={categories} currentId={category.id} />
    </>,
  );
}
