import { LoadFailed } from '@shop/ui/LoadFailed';
import { productsCopy } from '../../copy/products';

export interface ProductsLoadFailedProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of a product list that could not be fetched, in the catalogue's words. The product brief
 * only logs such failures; we say so and offer a retry (the global alert has already shown).
 */
export function ProductsLoadFailed({ onRetry, isRetrying }: ProductsLoadFailedProps) {
  return <LoadFailed message={productsCopy.loadFailed} retryLabel={productsCopy.retry} onRetry={onRetry} isRetrying={isRetrying} />;
}
