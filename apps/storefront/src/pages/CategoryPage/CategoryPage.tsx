import { useListCategoriesQuery, useListProductsQuery } from '@shop/api-client';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useId, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ProductGrid, ProductsLoadFailed } from '../../components/ProductGrid';
import { productsCopy } from '../../copy/products';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
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

  const page = (children: ReactNode) => <div className={cx(container, styles.page)}>{children}</div>;

  if (!categories) {
    if (categoriesQuery.isError)
      return page(<ProductsLoadFailed onRetry={() => void categoriesQuery.refetch()} isRetrying={categoriesQuery.isFetching} />);
    return page(
      <div className={styles.loading}>
        <Spinner label={productsCopy.loading} size="lg" />
      </div>,
    );
  }

  if (!category) {
    return page(
      <>
        <h1 className={styles.title}>{productsCopy.category.notFound}</h1>
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
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {category.category_name}
        </h1>
        <p className={styles.count}>{products && productsCopy.count(products.length)}</p>
      </header>
      {grid}
      <OtherCategories categories={categories} currentId={category.id} />
    </>,
  );
}
