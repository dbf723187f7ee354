import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { mediaUrl } from '../../shared/mediaUrl';
import { productCopy } from '../../copy/product';
import { onFirstUse } from '../../shared/deferredPart';
import { ProductSummary } from './details/ProductSummary';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductGallery } from './gallery/ProductGallery';
import { productImages, variantImageIndex } from './productContent';
import * as styles from './ProductPage.css';
import { ProductReviews } from './reviews/ProductReviews';
import { useVariantChoice } from './variants/useVariantChoice';

// The tabs' code (react-aria's Tabs, with the selection and collection code under them: about 15 KB compressed)
// comes when a shopper points at or tabs to them; the server's tab list and open panel are there until then.
const ProductInfoTabs = onFirstUse(async () => (await import('./details/ProductInfoTabs')).ProductInfoTabs, {
  tabStop: '[role="tab"][aria-selected="true"]',
});

/**
 * A loaded product: the trail, then pictures on the left and what to know and buy on the right
 * (each column stays in view while the other scrolls, from 768 px), then the tabs and the reviews.
 * The variant chosen (in the address) sets the price, the stock, what is bought and the photo shown.
 */
export function ProductView({ product }: { product: Product }) {
  const choice = useVariantChoice(product);
  const variantImage = choice.chosen && variantImageIndex(product, choice.chosen.picture);
  const images = productImages(
    product,
    (position, count) => productCopy.gallery.imageAlt(product.title, position, count),
    mediaUrl,
  );

  return (
    <>
      <Box display="grid" gap={styles.topGap}>
        <ProductBreadcrumbs product={product} />
        <Box display="grid" gap={styles.columnGap} className={styles.columns}>
          <Box display="grid" gap="3" className={styles.stickyColumn}>
            {/* key: a new product starts at its first picture. */}
            <ProductGallery key={product.id} images={images} variantImage={variantImage} />
          </Box>
          <div className={styles.stickyColumn}>
            <ProductSummary key={product.id} product={product} choice={choice} />
          </div>
        </Box>
      </Box>
      <ProductInfoTabs product={product} />
      <ProductReviews key={product.id} product={product} />
    </>
  );
}
