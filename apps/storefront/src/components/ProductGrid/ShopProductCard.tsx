import type { Product } from '@shop/api-client';
import { productPath } from '@shop/rules';
import { ProductCard } from '@shop/ui/ProductCard';
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { HydrateApart } from '../../shared/HydrateApart';
import { textLanguageOf } from '../../shared/textLanguage';
import { mediaUrl } from '../../shared/mediaUrl';
import { pictureOf, pictureSources } from '../../shared/pictureSources';
import { productGridCopy } from '../../copy/productGrid';

const copy = productGridCopy.card;
const priceCopy = { priceLabel: copy.priceLabel, maxPriceLabel: copy.maxPriceLabel, formatPercentOff: copy.percentOff };

/** Two cards across a phone; from 768 px columns of at least 13.5rem, rarely wider than 20rem. */
const CARD_IMAGE_SIZES = '(min-width: 768px) 20rem, 50vw';

export interface ShopProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  headingLevel?: 2 | 3 | 4;
  /** In the first screenful: the photo loads at once (see ProductCard). */
  isImagePriority?: boolean;
}

/**
 * A catalogue product as the design system's ProductCard: the title links to the
 * product page, 'Buy Now' goes there too (product brief), and the cart button adds one. A product the
 * server prices in a live sale wears a 'Sale' ribbon; its price is already the sale's.
 */
function ShopProductCard({ product, onAddToCart, headingLevel, isImagePriority }: ShopProductCardProps) {
  const navigate = useNavigate();
  const href = productPath(product.slug);
  // A product without reviews shows no stars rather than five empty ones ("0.0" reads as badly rated).
  const hasReviews = product.review_count > 0;

  return (
    <ProductCard
      title={product.title}
      titleLang={textLanguageOf(product, 'title')}
      href={href}
      imageSrc={product.image1 ? mediaUrl(product.image1) : undefined}
      imageAlt={product.image1 ? pictureOf(product, product.image1)?.alt : undefined}
      imageSources={product.image1 ? pictureSources(pictureOf(product, product.image1), mediaUrl) : undefined}
      imageSizes={CARD_IMAGE_SIZES}
      isImagePriority={isImagePriority}
      description={product.short_desc}
      descriptionLang={textLanguageOf(product, 'short_desc')}
      rating={hasReviews ? Number.parseFloat(product.average_rating) : undefined}
      reviewCount={hasReviews ? product.review_count : undefined}
      price={product.price}
      maxPrice={product.max_price}
      tag={product.sale ? copy.saleTag : undefined}
      buyNowLabel={copy.buyNow}
      onBuyNow={() => void navigate(href)}
      onAddToCart={() => onAddToCart(product)}
      formatAddToCartLabel={copy.addToCart}
      formatRatingLabel={copy.rating}
      formatReviewCount={copy.reviewCount}
      priceCopy={priceCopy}
      headingLevel={headingLevel}
    />
  );
}

/**
 * The card, hydrating when it comes near the screen: on a phone's first screen two or four of the listing's cards
 * are seen, and the rest cost nothing while the page loads. Memoised, so the grid or carousel rendering again
 * leaves waiting cards waiting.
 */
export const ShopProductCardWhenSeen = memo(function ShopProductCardWhenSeen(props: ShopProductCardProps) {
  return (
    <HydrateApart whenSeen>
      <ShopProductCard {...props} />
    </HydrateApart>
  );
});
