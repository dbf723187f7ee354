import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Price } from '@shop/ui/Price';
import { Rating } from '@shop/ui/Rating';
import { Text } from '@shop/ui/Text';
import { productCopy } from '../../../copy/product';
import { productHighlights } from '../productContent';
import { PurchasePanel } from '../purchase/PurchasePanel';
import { Assurances } from './Assurances';
import { Highlights } from './Highlights';
import * as styles from './ProductSummary.css';
import { SaleNotice } from './SaleNotice';
import { ShareButton } from './ShareButton';
import { StockStatus } from './StockStatus';
import { WishlistButton } from './WishlistButton';

/**
 * The right-hand column: title and share, rating, price against the M.R.P. (with the live sale it comes
 * from and its end), stock, the short description, quantity and the two buttons, the shop's promises and
 * the highlights.
 */
export function ProductSummary({ product }: { product: Product }) {
  const hasReviews = product.review_count > 0;
  const summary = product.short_desc;

  return (
    <Box display="grid" alignContent="start" minWidth="0" gap={{ mobile: '4', md: '5' }}>
      <Inline gap="3" alignY="top" wrap={false}>
        <Heading level={1} size={{ mobile: '2xl', lg: '3xl' }} className={styles.title}>
          {product.title}
        </Heading>
        <Inline gap="1" wrap={false} className={styles.tools}>
          <WishlistButton productId={product.id} />
          <ShareButton title={product.title} />
        </Inline>
      </Inline>

      <Box display="flex" alignItems="center" className={styles.ratingLine}>
        {hasReviews ? (
          <Rating
            value={Number.parseFloat(product.average_rating)}
            showValue
            reviewCount={product.review_count}
            formatLabel={productCopy.rating}
            formatReviewCount={productCopy.reviewCount}
          />
        ) : (
          <Text as="span" size="sm" tone="muted">
            {productCopy.notRated}
          </Text>
        )}
      </Box>

      <Box display="grid" gap="2" paddingY="4" borderTop="default" borderBottom="default">
        <Price
          price={product.price}
          maxPrice={product.max_price}
          size="lg"
          priceLabel={productCopy.priceLabel}
          maxPriceLabel={productCopy.maxPriceLabel}
          isMaxPriceLabelVisible
          formatPercentOff={productCopy.percentOff}
        />
        {product.sale && <SaleNotice sale={product.sale} />}
        <StockStatus inStock={product.in_stock} />
      </Box>

      {summary && (
        <Text tone="muted" leading="body">
          {summary}
        </Text>
      )}

      <PurchasePanel product={product} />
      <Assurances />
      <Highlights bullets={productHighlights(product)} />
    </Box>
  );
}
