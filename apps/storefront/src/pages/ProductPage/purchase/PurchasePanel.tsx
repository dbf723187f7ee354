import type { Product, ProductVariant } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { LoaderOverlay } from '@shop/ui/LoaderOverlay';
import { useState } from 'react';
import { useAppDispatch } from '../../../features/storeHooks';
import { onFirstUse } from '../../../shared/deferredPart';
import { notify } from '../../../shared/toasts';
import { productCopy } from '../../../copy/product';
import { addToCart } from '../../../features/cart/cartSlice';
import { productLineLabel } from '../../../features/quotes/quoteLines';
import { RequestQuoteLink } from '../../../features/quotes/RequestQuoteLink';
import * as styles from './PurchasePanel.css';
import { useBuyNow } from './useBuyNow';

// The stepper's code (react-aria's NumberField, its number parsing and spin buttons: about 7 KB compressed)
// comes when a shopper points at, touches or tabs to it; presses and typing before then are replayed.
const QuantityStepper = onFirstUse(async () => (await import('@shop/ui/QuantityStepper')).QuantityStepper);
// The delivery check's code (react-aria's text field, the estimate's call and its words) comes the same way: the
// server's label, box and button stand until then, and digits typed meanwhile are typed again.
const DeliveryCheck = onFirstUse(async () => (await import('./DeliveryCheck')).DeliveryCheck);

export interface PurchasePanelProps {
  product: Product;
  /** The variant chosen, which the buttons buy; none for a product with nothing to choose, bought as itself. */
  variant: ProductVariant | undefined;
}

/**
 * How many, 'Add To Cart' and 'Buy Now', then the delivery check. On phones the two buttons sit in a bar
 * fixed to the bottom of the screen (the same buttons, so keyboard and screen-reader order stay where
 * they belong); from 768 px they follow the quantity. Under them, the way to ask for a quotation for this pack. Out of stock (the variant chosen) disables all three
 * and leaves out the delivery check, which has nothing to deliver.
 */
export function PurchasePanel({ product, variant }: PurchasePanelProps) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  const { buyNow, isProcessing } = useBuyNow();
  const isUnavailable = !(variant ?? product).in_stock;
  // A product with nothing to choose is quoted as its one variant.
  const quoted = variant ?? product.variants?.[0];

  const add = () => {
    dispatch(addToCart({ product, variant, quantity }));
    notify.success(productCopy.addedToCart);
  };

  return (
    <Box display="grid" gap="4">
      <QuantityStepper
        label={productCopy.quantity}
        isLabelVisible
        value={quantity}
        onChange={setQuantity}
        isDisabled={isUnavailable}
        className={styles.quantity}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" isFullWidth isDisabled={isUnavailable} onPress={add}>
          {productCopy.addToCart}
        </Button>
        <Button variant="primary" size="lg" isFullWidth isDisabled={isUnavailable || isProcessing} onPress={() => buyNow({ product, variant, quantity })}>
          {productCopy.buyNow}
        </Button>
      </div>
      {!isUnavailable && <DeliveryCheck productId={product.id} variantId={variant?.id} quantity={quantity} />}
      {quoted && (
        <RequestQuoteLink lines={[{ variant: quoted.id, label: productLineLabel(product.title, quoted.label), quantity }]}>{productCopy.requestQuote}</RequestQuoteLink>
      )}
      <LoaderOverlay isVisible={isProcessing} label={productCopy.processingOrder} />
    </Box>
  );
}
