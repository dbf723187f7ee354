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
      <Breadcrumb href="/">
        {copy.home}
      </Breadcrumb>
      <Breadcrumb href="/products">
        {copy.products}
      </Breadcrumb>
      {product.category_name && (
        <Breadcrumb href={categoryPath(product.category_name)}>
          <CategoryNamed name={product.category_name} />
        </Breadcrumb>
      )}
      <Breadcrumb>{product.title}</Breadcrumb>
    </Breadcrumbs>
  );
}
