import { Box } from '@shop/ui/Box';
import { CheckCircleIcon, CrossCircleIcon } from '@shop/ui/Icon';
import { productCopy } from '../../../copy/product';

/** 'In stock' or 'Out of stock', with an icon so the state does not rest on colour alone. */
export function StockStatus({ inStock }: { inStock: boolean }) {
  return (
    <Box
      as="p"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontSize="sm"
      fontWeight="semibold"
      color={inStock ? 'success' : 'error'}
    >
      {inStock ? <CheckCircleIcon /> : <CrossCircleIcon />}
      {inStock ? productCopy.inStock : productCopy.outOfStock}
    </Box>
  );
}
