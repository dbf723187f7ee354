import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Price } from '@shop/ui/Price';
import { Rating } from '@shop/ui/Rating';
import { Text } from '@shop/ui/Text';
import { productCopy } from '../../../copy/product';
import { onFirstUse } from '../../../shared/deferredPart';
import { productHighlights } from '../productContent';
import { textLanguageOf } from '../../../shared/textLanguage';
import { PurchasePanel } from '../purchase/PurchasePanel';
import type { VariantChoice } from '../variants/useVariantChoice';
import { Assurances } from './Assurances';
import { Highlights } from './Highlights';
import { ProductDeclarations } from './ProductDeclarations';
import { QuantityPrices } from './QuantityPrices';
import * as styles from './ProductSummary.css';
import { SaleNotice } from './SaleNotice';
import { ShareButton } from './ShareButton';
import { StockStatus } from './StockStatus';
import { WishlistButton } from './WishlistButton';

// The variant cards' code (react-aria's radio group: the design system's VariantPicker) comes when a shopper
// points at, touches or tabs to them, as the quantity stepper's does; the server's cards stand until then.
const VariantOptions = onFirstUse(async () => (await import('../variants/VariantOptions')).VariantOptions);

/**
 * The right-hand column: title and share, rating, price against the M.R.P. (with the live sale it comes
 * from and its end), stock, the chosen variant's prices by quantity, the variants to choose between, the short description, quantity and the two
 * buttons, the shop's promises and the highlights. Price, stock and the buttons are the chosen variant's.
 */
export function ProductSummary({ product, choice }: { product: Product; choice: VariantChoice }) {
  const hasReviews = product.review_count > 0;
  const summary = product.short_desc;
  const { variants, chosen, choose } = choice;
  // Nothing to choose: the product's own figures are its only variant's.
  const offer = chosen ?? product;
  // The product's live sale covers each of its variants; the notice goes with a price the sale lowered.
  const isSalePrice = !chosen || chosen.price < chosen.regular_price;

  return (
    <Box display="grid" alignContent="start" minWidth="0" gap={{ mobile: '4', md: '5' }}>
      <Inline gap="3" alignY="top" wrap={false}>
        <Heading level={1} size={{ mobile: '2xl', lg: '3xl' }} className={styles.title}>
          <span lang={textLanguageOf(product, 'title')}>{product.title}</span>
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

      {/* A status region where there is a choice: choosing another variant reads its price and stock out. */}
      <Box display="grid" gap="2" paddingY="4" borderTop="default" borderBottom="default" role={chosen ? 'status' : undefined}>
        <Price
          price={offer.price}
          maxPrice={offer.max_price}
          size="lg"
          priceLabel={productCopy.priceLabel}
          maxPriceLabel={productCopy.maxPriceLabel}
          isMaxPriceLabelVisible
          formatPercentOff={productCopy.percentOff}
        />
        {product.sale && isSalePrice && <SaleNotice sale={product.sale} />}
        <StockStatus inStock={offer.in_stock} />
      </Box>

      <QuantityPrices tiers={chosen?.price_tiers} />

      {chosen && <VariantOptions variants={variants} value={chosen.id} onChange={choose} />}

      {summary && (
        <Text tone="muted" leading="body">
          <span lang={textLanguageOf(product, 'short_desc')}>{summary}</span>
        </Text>
      )}

      <PurchasePanel product={product} variant={chosen} />
      {/* Read before the purchase, in the buttons' column, yet below them: a desktop's first screen keeps Add To Cart. */}
      <ProductDeclarations product={product} variant={chosen} />
      <Assurances />
      <Highlights bullets={productHighlights(product)} />
    </Box>
  );
}
