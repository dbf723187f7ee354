import { Heading } from '@shop/ui/Heading';
import { CheckIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import { useId } from 'react';
import { productCopy } from '../../../copy/product';
import type { Highlight } from '../productContent';
import * as styles from './ProductSummary.css';

/** The product's highlight bullets (bullet_one to bullet_five) under their heading. */
export function Highlights({ bullets }: { bullets: readonly Highlight[] }) {
  const headingId = useId();
  if (bullets.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {productCopy.highlights}
      </Heading>
      <Stack as="ul" gap="2" role="list">
        {bullets.map((bullet) => (
          <Inline as="li" key={bullet.text} gap="2" alignY="top" wrap={false} lineHeight="body">
            <CheckIcon className={styles.highlightIcon} />
            <span lang={bullet.lang}>{bullet.text}</span>
          </Inline>
        ))}
      </Stack>
    </Stack>
  );
}
