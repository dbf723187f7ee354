import type { Product } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { productCopy } from '../../copy/product';
import { CategoryNamed } from '../../shared/CategoryName';

const copy = productCopy.breadcrumbs;

/** Home › Products › {category} › {title}. */
export function ProductBreadcrumbs({ product }: { product: Pick<Product, 'title' | 'category_name'> }) {
  return (
    <Breadcrumbs label={copy.label}>
      <Breadcrumb id="home" href="/">
        {copy.home}
      </Breadcrumb>
      <Breadcrumb id="products" href="/products">
        {copy.products}
      </Breadcrumb>
      {product.category_name && (
        <Breadcrumb id="category" href={categoryPath(product.category_name)}>
          <CategoryNamed name={product.category_name} />
        </Breadcrumb>
      )}
      <Breadcrumb id="product">{product.title}</Breadcrumb>
    </Breadcrumbs>
  );
}
