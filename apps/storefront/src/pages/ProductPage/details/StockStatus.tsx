import { productCopy } from '../../../copy/product';
import { CheckCircleIcon, CrossCircleIcon } from '../productIcons';
import * as styles from './ProductSummary.css';

/** 'In stock' or 'Out of stock', with an icon so the state does not rest on colour alone. */
export function StockStatus({ inStock }: { inStock: boolean }) {
  return (
    <p className={inStock ? styles.inStock : styles.outOfStock}>
      {inStock ? <CheckCircleIcon /> : <CrossCircleIcon />}
      {inStock ? productCopy.inStock : productCopy.outOfStock}
    </p>
  );
}
