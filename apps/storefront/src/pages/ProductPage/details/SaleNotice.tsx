import type { Product } from '@shop/api-client';
import { saleEndText } from '@shop/rules';
import { TagIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { sprinkles } from '@shop/ui/sprinkles';
import { Text } from '@shop/ui/Text';
import { productCopy } from '../../../copy/product';
import { LANGUAGE } from '../../../shared/language';

/**
 * The live sale the price comes from, and when it ends: "Monsoon sale · ends 30 Nov, 11:59 pm". The dot
 * is for the eye only, so a screen reader hears one sentence; the spaces are not laid out in the flex row,
 * they keep the words apart for screen readers and copy-paste.
 */
export function SaleNotice({ sale }: { sale: NonNullable<Product['sale']> }) {
  return (
    <Inline as="p" gap="1.5" fontSize="sm">
      <TagIcon className={sprinkles({ color: 'brand' })} />
      <Text as="strong" weight="semibold">
        {sale.name}
      </Text>{' '}
      <span aria-hidden="true">·</span>{' '}
      <Text as="span" tone="muted">
        {productCopy.saleEnds(saleEndText(sale.ends_at, LANGUAGE.code))}
      </Text>
    </Inline>
  );
}
