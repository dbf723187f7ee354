import { errorStatus, useListWishlistQuery } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { useEffect, useRef } from 'react';
import { notifyAccount } from '../../shared/toasts';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { ProductGrid } from '../../components/ProductGrid';
import { HeartIcon } from '../../components/icons/shellIcons';
import { wishlistCopy } from '../../copy/wishlist';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const products = entries?.map((entry) => entry.product_details);

  useEffect(() => {
    // A 401 signs the customer out instead (the store's rule).
    if (error && errorStatus(error) !== 401) notifyAccount.error(wishlistCopy.fetchFailed);
  }, [error]);

  let content;
  if (!entries && error) {
    content = (
      <div className={styles.failed} role="alert">
        <p className={styles.failedTitle}>{wishlistCopy.fetchFailed}</p>
        <p className={styles.failedHint}>{wishlistCopy.loadFailedHint}</p>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {wishlistCopy.retry}
        </Button>
      </div>
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
          <RemoveFromWishlist product={product} onRemoved={() => window.setTimeout(() => heading.current?.focus(), 0)} />
        )}
      />
    );
  }

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 id={TITLE_ID} ref={heading} tabIndex={-1} className={styles.title}>
          {wishlistCopy.title}
        </h1>
        {products && products.length > 0 && <p className={styles.count}>{wishlistCopy.count(products.length)}</p>}
      </header>
      {content}
    </div>
  );
}
