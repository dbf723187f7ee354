import { Button } from '@shop/ui/Button';
import { productsCopy } from '../../copy/products';
import * as styles from './ProductGrid.css';

export interface ProductsLoadFailedProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of the grid when the product list could not be fetched. The product brief
 * only logs such failures; we say so and offer a retry (the global alert has already shown).
 */
export function ProductsLoadFailed({ onRetry, isRetrying }: ProductsLoadFailedProps) {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedText}>{productsCopy.loadFailed}</p>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {productsCopy.retry}
      </Button>
    </div>
  );
}
