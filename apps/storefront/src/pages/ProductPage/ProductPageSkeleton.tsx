import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { productCopy } from '../../copy/product';
import { cx } from '@shop/ui/cx';
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
      <Box display="grid" gap={styles.topGap} aria-hidden="true">
        <span className={cx(skeleton.block, skeleton.crumbs)} />
        <Box display="grid" gap={styles.columnGap} className={styles.columns}>
          <Box display="grid" gap="3" className={styles.stickyColumn}>
            <span className={cx(skeleton.block, skeleton.picture)} />
            <Box as="span" display="grid" gap={{ mobile: '2', md: '3' }} className={skeleton.thumbnails}>
              {Array.from({ length: 4 }, (_, index) => (
                <span key={index} className={cx(skeleton.block, skeleton.thumbnail)} />
              ))}
            </Box>
          </Box>
          <Box display="grid" gap="4" alignContent="start">
            <span className={cx(skeleton.block, skeleton.title)} />
            <span className={cx(skeleton.block, skeleton.titleShort)} />
            <span className={cx(skeleton.block, skeleton.rating)} />
            <span className={cx(skeleton.block, skeleton.price)} />
            <span className={cx(skeleton.block, skeleton.text)} />
            <span className={cx(skeleton.block, skeleton.text)} />
            <span className={cx(skeleton.block, skeleton.stepper)} />
            <Grid as="span" columns={2} gap="3" className={skeleton.buttons}>
              <span className={cx(skeleton.block, skeleton.button)} />
              <span className={cx(skeleton.block, skeleton.button)} />
            </Grid>
          </Box>
        </Box>
      </Box>
    </div>
  );
}
