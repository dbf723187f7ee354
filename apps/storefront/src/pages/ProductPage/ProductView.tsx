import type { Product } from '@shop/api-client';
import { mediaUrl } from '../../shared/mediaUrl';
import { productCopy } from '../../copy/product';
import { ProductInfoTabs } from './details/ProductInfoTabs';
import { ProductSummary } from './details/ProductSummary';
import { ProductGallery } from './gallery/ProductGallery';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { productImages } from './productContent';
import * as styles from './ProductPage.css';
import { ProductReviews } from './reviews/ProductReviews';

/**
 * A loaded product: the trail, then pictures on the left and what to know and buy on the right
 * (each column stays in view while the other scrolls, from 768 px), then the tabs and the reviews.
 */
export function ProductView({ product }: { product: Product }) {
  const images = productImages(
    product,
    (position, count) => productCopy.gallery.imageAlt(product.title, position, count),
    mediaUrl,
  );

  return (
    <>
      <div className={styles.top}>
        <ProductBreadcrumbs product={product} />
        <div className={styles.columns}>
          <div className={styles.galleryColumn}>
            {/* key: a new product starts at its first picture. */}
            <ProductGallery key={product.id} images={images} />
          </div>
          <div className={styles.detailsColumn}>
            <ProductSummary key={product.id} product={product} />
          </div>
        </div>
      </div>
      <ProductInfoTabs product={product} />
      <ProductReviews key={product.id} product={product} />
    </>
  );
}
