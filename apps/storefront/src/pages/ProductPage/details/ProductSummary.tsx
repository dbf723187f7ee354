import type { Product } from '@shop/api-client';
import { Price } from '@shop/ui/Price';
import { Rating } from '@shop/ui/Rating';
import { productCopy } from '../../../copy/product';
import { productHighlights } from '../productContent';
import { PurchasePanel } from '../purchase/PurchasePanel';
import { Assurances } from './Assurances';
import { Highlights } from './Highlights';
import * as styles from './ProductSummary.css';
import { ShareButton } from './ShareButton';
import { StockStatus } from './StockStatus';
import { WishlistButton } from './WishlistButton';

/**
 * The right-hand column: title and share, rating, price against the M.R.P., stock, the short
 * description, quantity and the two buttons, the shop's promises and the highlights.
 */
export function ProductSummary({ product }: { product: Product }) {
  const hasReviews = product.review_count > 0;
  const summary = product.short_desc;

  return (
    <div className={styles.summary}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{product.title}</h1>
        <div className={styles.tools}>
          <WishlistButton productId={product.id} />
          <ShareButton title={product.title} />
        </div>
      </div>

      <div className={styles.ratingLine}>
        {hasReviews ? (
          <Rating
            value={Number.parseFloat(product.average_rating)}
            showValue
            reviewCount={product.review_count}
            formatLabel={productCopy.rating}
            formatReviewCount={productCopy.reviewCount}
          />
        ) : (
          <span className={styles.notRated}>{productCopy.notRated}</span>
        )}
      </div>

      <div className={styles.priceBlock}>
        <Price
          price={product.price}
          maxPrice={product.max_price}
          size="lg"
          priceLabel={productCopy.priceLabel}
          maxPriceLabel={productCopy.maxPriceLabel}
          isMaxPriceLabelVisible
          formatPercentOff={productCopy.percentOff}
        />
        <StockStatus inStock={product.in_stock} />
      </div>

      {summary && <p className={styles.shortDescription}>{summary}</p>}

      <PurchasePanel product={product} />
      <Assurances />
      <Highlights bullets={productHighlights(product)} />
    </div>
  );
}
