import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { productCopy } from '../../copy/product';
import { cx } from '../../styles/cx';
import * as styles from './ProductPage.css';
import * as skeleton from './ProductPageSkeleton.css';

/**
 * The page's shape while the product loads: the same columns, a square for the picture and
 * blocks where the text and buttons will be, so nothing jumps when they arrive. No heading:
 * the shell moves focus to the product's h1 once it is there.
 */
export function ProductPageSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className={visuallyHidden}>
        {productCopy.loading}
      </p>
      <div aria-hidden="true" className={styles.top}>
        <span className={cx(skeleton.block, skeleton.crumbs)} />
        <div className={styles.columns}>
          <div className={styles.galleryColumn}>
            <span className={cx(skeleton.block, skeleton.picture)} />
            <span className={skeleton.thumbnails}>
              {Array.from({ length: 4 }, (_, index) => (
                <span key={index} className={cx(skeleton.block, skeleton.thumbnail)} />
              ))}
            </span>
          </div>
          <div className={skeleton.details}>
            <span className={cx(skeleton.block, skeleton.title)} />
            <span className={cx(skeleton.block, skeleton.titleShort)} />
            <span className={cx(skeleton.block, skeleton.rating)} />
            <span className={cx(skeleton.block, skeleton.price)} />
            <span className={cx(skeleton.block, skeleton.text)} />
            <span className={cx(skeleton.block, skeleton.text)} />
            <span className={cx(skeleton.block, skeleton.stepper)} />
            <span className={skeleton.buttons}>
              <span className={cx(skeleton.block, skeleton.button)} />
              <span className={cx(skeleton.block, skeleton.button)} />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
