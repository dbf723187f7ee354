import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { productCopy } from '../../copy/product';
import type { ProductLoadError } from './productLoadError';
import * as styles from './ProductPage.css';

export interface ProductUnavailableProps {
  reason: ProductLoadError;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of the product: 'Product not found' with the way to the whole range, or
 * 'Failed to fetch product details.' with a retry when the shop could not be reached.
 */
export function ProductUnavailable({ reason, onRetry, isRetrying }: ProductUnavailableProps) {
  if (reason === 'not-found') {
    const copy = productCopy.notFound;
    return (
      <div className={styles.unavailable}>
        <h1 className={styles.unavailableTitle}>{copy.title}</h1>
        <EmptyState
          size="compact"
          title={copy.heading}
          description={copy.body}
          action={
            <LinkButton href="/products" variant="primary">
              {copy.viewAll}
            </LinkButton>
          }
        />
      </div>
    );
  }

  const copy = productCopy.failed;
  return (
    <div className={styles.unavailable} role="alert">
      <h1 className={styles.unavailableTitle}>{copy.title}</h1>
      <p className={styles.unavailableBody}>{copy.body}</p>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {copy.retry}
      </Button>
    </div>
  );
}
