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
  className?: string;
}

/** A product's small square picture in the cart, checkout, orders and reviews. */
export function ProductThumb({ src, alt = '', size = 'md', className }: ProductThumbProps) {
  return (
    <span className={cx(styles.frame[size], className)}>
      {src ? (
        <img className={styles.image} src={mediaUrl(src)} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <PackageIcon className={styles.placeholder} />
      )}
    </span>
  );
}
