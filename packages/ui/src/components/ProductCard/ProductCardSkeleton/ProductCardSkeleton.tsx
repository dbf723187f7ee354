import { cx } from '../../../utils/cx';
import * as styles from './ProductCardSkeleton.css';

export interface ProductCardSkeletonProps {
  /** Draw the action buttons' places, as the real cards will have them. */
  hasActions?: boolean;
  className?: string;
}

/**
 * The shape of a ProductCard while products load. It is hidden from screen
 * readers (grey boxes mean nothing read aloud): announce loading once for the
 * whole grid, e.g. `aria-busy` on the list and a Spinner or status text.
 */
export function ProductCardSkeleton({ hasActions = true, className }: ProductCardSkeletonProps) {
  return (
    <div className={cx(styles.frame, className)} aria-hidden="true">
      <span className={cx(styles.block, styles.media)} />
      <div className={styles.body}>
        <span className={cx(styles.block, styles.titleLine)} />
        <span className={cx(styles.block, styles.titleLine, styles.titleLineShort)} />
        <span className={cx(styles.block, styles.ratingLine)} />
        <span className={cx(styles.block, styles.textLine)} />
        <span className={cx(styles.block, styles.textLine, styles.textLineShort)} />
        <span className={cx(styles.block, styles.priceLine)} />
      </div>
      {hasActions && (
        <div className={styles.actions}>
          <span className={cx(styles.block, styles.iconButton)} />
          <span className={cx(styles.block, styles.button)} />
        </div>
      )}
    </div>
  );
}
