import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { productCopy } from '../../copy/product';
import type { ProductLoadError } from './productLoadError';

export interface ProductUnavailableProps {
  reason: ProductLoadError;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The page's title centred over what it has to say instead of the product. */
function Unavailable({ title, role, children }: { title: string; role?: 'alert'; children: ReactNode }) {
  return (
    <Box display="grid" justifyItems="center" gap="4" paddingY="10" textAlign="center" role={role}>
      <Heading level={1}>{title}</Heading>
      {children}
    </Box>
  );
}

/**
 * In place of the product: 'Product not found' with the way to the whole range, or
 * 'Failed to fetch product details.' with a retry when the shop could not be reached.
 */
export function ProductUnavailable({ reason, onRetry, isRetrying }: ProductUnavailableProps) {
  if (reason === 'not-found') {
    const copy = productCopy.notFound;
    return (
      <Unavailable title={copy.title}>
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
      </Unavailable>
    );
  }

  const copy = productCopy.failed;
  return (
    <Unavailable title={copy.title} role="alert">
      <Text tone="muted" measure="narrow">
        {copy.body}
      </Text>
      <Button variant="primary" onPress={onRetry} isPending={isRetrying}>
        {copy.retry}
      </Button>
    </Unavailable>
  );
}
