import { errorStatus, useListWishlistQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { HeartIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useEffect } from 'react';
import { notifyAccount } from '../../shared/toasts';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { ProductGrid } from '../../components/ProductGrid';
import { wishlistCopy } from '../../copy/wishlist';
import { RemoveFromWishlist } from './RemoveFromWishlist';
import * as styles from './WishlistPage.css';

const TITLE_ID = 'wishlist-title';

/**
 * /wishlist, 'My Wishlist': a spinner, then the saved products in the shop's product grid (each
 * with a way to remove it), or 'No items in your wishlist.'. A failed list says
 * 'Failed to fetch wishlist.' and offers a retry.
 */
export function WishlistPage() {
  useDocumentMetadata({ noindex: true });
  const { data: entries, error, isFetching, refetch } = useListWishlistQuery();
  const products = entries?.map((entry) => entry.product_details);

  useEffect(() => {
    // A 401 signs the customer out instead (the store's rule).
    if (error && errorStatus(error) !== 401) notifyAccount.error(wishlistCopy.fetchFailed);
  }, [error]);

  let content;
  if (!entries && error) {
    content = (
      <Box display="grid" justifyItems="center" gap="3" paddingY="12" textAlign="center" role="alert">
        <Text size="lg" weight="semibold" tone="default">
          {wishlistCopy.fetchFailed}
        </Text>
        <Text tone="muted">{wishlistCopy.loadFailedHint}</Text>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {wishlistCopy.retry}
        </Button>
      </Box>
    );
  } else if (products && products.length === 0) {
    content = (
      <EmptyState
        title={wishlistCopy.empty}
        description={wishlistCopy.emptyHint}
        icon={<HeartIcon />}
        action={<LinkButton href="/products">{wishlistCopy.browse}</LinkButton>}
      />
    );
  } else {
    content = (
      <ProductGrid
        products={products}
        labelledBy={TITLE_ID}
        loadingLabel={wishlistCopy.loading}
        skeletonCount={4}
        renderAfterCard={(product) => (
          <RemoveFromWishlist product={product} onRemoved={() => window.setTimeout(() => document.getElementById(TITLE_ID)?.focus(), 0)} />
        )}
      />
    );
  }

  return (
    <Container
      display="grid"
      alignContent="start"
      gap={{ mobile: '5', md: '6' }}
      paddingY={{ mobile: '6', md: '8' }}
      className={styles.page}
    >
      <Inline as="header" rowGap="1" columnGap="3" alignY="baseline">
        <Heading level={1} id={TITLE_ID} tabIndex={-1}>
          {wishlistCopy.title}
        </Heading>
        {products && products.length > 0 && <Text tone="muted">{wishlistCopy.count(products.length)}</Text>}
      </Inline>
      {content}
    </Container>
  );
}
