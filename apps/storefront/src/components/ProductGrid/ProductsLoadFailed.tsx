import { LoadFailed } from '@shop/ui/LoadFailed';
import { productGridCopy } from '../../copy/productGrid';

export interface ProductsLoadFailedProps {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * In place of a product list that could not be fetched, in the catalogue's words. The product brief
 * only logs such failures; we say so and offer a retry (the global alert has already shown).
 */
export function ProductsLoadFailed({ onRetry, isRetrying }: ProductsLoadFailedProps) {
  return <LoadFailed message={productGridCopy.loadFailed} retryLabel={productGridCopy.retry} onRetry={onRetry} isRetrying={isRetrying} />;
}
