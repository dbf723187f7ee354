import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Text } from '@shop/ui/Text';
import { cartCopy } from '../../copy/cart';

/**
 * In place of the cart's amounts when the server could not add them up: says so and offers to ask again. No
 * figures of the browser's own stand in for the server's. An alert, so it is announced when it appears.
 */
export function CartPriceFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box display="grid" justifyItems="start" gap="2" role="alert">
      <Text size="sm" tone="muted" leading="body">
        {cartCopy.price.failed}
      </Text>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {cartCopy.price.retry}
      </Button>
    </Box>
  );
}
