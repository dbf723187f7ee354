import { mediaUrl } from '../../shared/mediaUrl';
import { cx } from '@shop/ui/cx';
import { PackageIcon } from '@shop/ui/Icon';
import * as styles from './ProductThumb.css';

export interface ProductThumbProps {
  /** The API's image path (`/media/…`) or URL; a parcel stands in when there is none. */
  src: string | null | undefined;
  /** Empty when the product's name is written next to it (the usual case): the picture adds nothing to hear. */
  alt?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The page's main picture (the cart's first line): fetched at once and first, not when layout finds it on
   * screen, since the page's Largest Contentful Paint waits for it.
   */
  isPriority?: boolean;
  className?: string;
}

/** A product's small square picture in the cart, checkout, orders and reviews. */
export function ProductThumb({ src, alt = '', size = 'md', isPriority = false, className }: ProductThumbProps) {
  return (
    <span className={cx(styles.frame[size], className)}>
      {src ? (
        <img
          className={styles.image}
          src={mediaUrl(src)}
          alt={alt}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <PackageIcon className={styles.placeholder} />
      )}
    </span>
  );
}
