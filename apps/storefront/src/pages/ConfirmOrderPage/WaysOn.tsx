import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { confirmOrderPageCopy as copy } from '../../copy/codConfirmation';

/** Where to go from a confirmation link's page: the customer's orders (signing in first), or the shop. */
export function WaysOn() {
  return (
    <Inline gap="3" collapseBelow="sm">
      <LinkButton href="/orders" variant="primary">
        {copy.yourOrders}
      </LinkButton>
      <LinkButton href="/products" variant="secondary">
        {copy.shop}
      </LinkButton>
    </Inline>
  );
}
