import { Link } from 'react-aria-components/Link';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { Price, type PriceProps } from '../Price/Price';
import { Rating, type RatingProps } from '../Rating/Rating';
import { CartIcon } from './CartIcon';
import { PlaceholderIcon } from './PlaceholderIcon';
import * as styles from './ProductCard.css';
import { useUiWords } from '../../words/UiWords';
import { productCardWords } from './productCardWords';

export interface ProductCardProps {
  /** The product's name: the card's link text, and the image's alt text when `imageAlt` is not given. */
  title: string;
  /** The product page; the whole card links there. */
  href: string;
  /** The product photo. Without one, a neutral placeholder keeps the card's shape. */
  imageSrc?: string;
  /** What the photo shows, as the shop wrote it; the title when not given. */
  imageAlt?: string;
  imageSrcSet?: string;
  /**
   * The photo in other formats, best first (e.g. AVIF then WebP), each with its sizes: the browser takes
   * the first type it can show, at the width `imageSizes` asks for, and `imageSrc` otherwise.
   */
  imageSources?: readonly ImageSource[];
  /** Tells the browser which `imageSrcSet` (and `imageSources`) candidate fits, e.g. "(min-width: 1024px) 25vw, 50vw". */
  imageSizes?: string;
  /**
   * The card is in the first screenful: its photo, often the page's largest paint, loads at once and
   * early instead of lazily when scrolled near.
   */
  isImagePriority?: boolean;
  /** Short description, clamped to `descriptionLines` lines. */
  description?: string;
  /**
   * The language of the title or the description where it is not the page's (`en`, a product not yet translated on a
   * Hindi page), so a screen reader reads it in its own language.
   */
  titleLang?: string;
  descriptionLang?: string;
  descriptionLines?: 2 | 3;
  /** Average rating (0–5). Leave out for a product without reviews. */
  rating?: number;
  reviewCount?: number;
  /** Price in rupees. */
  price: number;
  /** M.R.P. in rupees, struck through when above `price`. */
  maxPrice?: number | null;
  notation?: PriceProps['notation'];
  /** A short ribbon on the image, e.g. "Bestseller" or "Sale". */
  tag?: string;
  /** Shows the "Buy Now" button. */
  onBuyNow?: () => void;
  /** Shows the add-to-cart icon button. */
  onAddToCart?: () => void;
  /** The add-to-cart request is in flight: the button shows a spinner and ignores presses. */
  isAddingToCart?: boolean;
  buyNowLabel?: string;
  /** The add-to-cart button's accessible name. */
  formatAddToCartLabel?: (title: string) => string;
  /** The shop's words for the price's hidden labels and badge. */
  priceCopy?: Pick<PriceProps, 'priceLabel' | 'maxPriceLabel' | 'formatPercentOff'>;
  formatRatingLabel?: RatingProps['formatLabel'];
  formatReviewCount?: RatingProps['formatReviewCount'];
  /** The title's heading level, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export interface ImageSource {
  /** The MIME type, e.g. "image/avif". */
  type: string;
  /** `url 320w, url 640w, …` */
  srcSet: string;
}

/**
 * A product in a grid: image, title, rating, short description, price and
 * two actions. The whole card links to the product through one real link on
 * the title (stretched over the card), so Tab visits the link, then "Add to
 * cart", then "Buy Now", and pressing a button never follows the link.
 */
export function ProductCard({
  title,
  href,
  imageSrc,
  imageAlt,
  imageSrcSet,
  imageSources = [],
  imageSizes,
  isImagePriority = false,
  description,
  descriptionLines = 2,
  titleLang,
  descriptionLang,
  rating,
  reviewCount,
  price,
  maxPrice,
  notation = 'symbol',
  tag,
  onBuyNow,
  onAddToCart,
  isAddingToCart = false,
  buyNowLabel: ownBuyNowLabel,
  formatAddToCartLabel: ownFormatAddToCartLabel,
  priceCopy,
  formatRatingLabel,
  formatReviewCount,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const words = useUiWords('productCard', productCardWords);
  const buyNowLabel = ownBuyNowLabel ?? words.buyNow;
  const formatAddToCartLabel = ownFormatAddToCartLabel ?? words.addToCart;
  const Heading = `h${headingLevel}` as const;
  const hasActions = Boolean(onBuyNow || onAddToCart);

  return (
    <article className={cx(styles.card, className)}>
      <div className={styles.media}>
        {imageSrc ? (
          <picture className={styles.picture}>
            {imageSources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={imageSizes} />
            ))}
            <img
              className={styles.image}
              src={imageSrc}
              srcSet={imageSrcSet}
              sizes={imageSizes}
              alt={imageAlt || title}
              loading={isImagePriority ? 'eager' : 'lazy'}
              fetchPriority={isImagePriority ? 'high' : undefined}
              decoding="async"
              width={600}
              height={600}
            />
          </picture>
        ) : (
          <div className={styles.placeholder}>
            <PlaceholderIcon />
          </div>
        )}
        {tag && <span className={styles.tag}>{tag}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link} lang={titleLang}>
            {title}
          </Link>
        </Heading>
        {rating !== undefined && (
          <Rating
            value={rating}
            size="sm"
            reviewCount={reviewCount}
            formatLabel={formatRatingLabel}
            formatReviewCount={formatReviewCount}
          />
        )}
        {description && (
          <p className={cx(styles.description, descriptionLines === 3 && styles.descriptionThreeLines)} lang={descriptionLang}>
            {description}
          </p>
        )}
        <div className={styles.priceRow}>
          <Price price={price} maxPrice={maxPrice} notation={notation} {...priceCopy} />
        </div>
      </div>
      {hasActions && (
        <div className={styles.actions}>
          {onAddToCart && (
            <Button
              variant="secondary"
              className={styles.cartButton}
              aria-label={formatAddToCartLabel(title)}
              isPending={isAddingToCart}
              onPress={onAddToCart}
            >
              <CartIcon />
            </Button>
          )}
          {onBuyNow && (
            <Button variant="primary" className={styles.buyNow} onPress={onBuyNow}>
              {buyNowLabel}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
