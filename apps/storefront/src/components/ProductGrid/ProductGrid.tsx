import type { Product } from '@shop/api-client';
import { Box, type BoxProps } from '@shop/ui/Box';
import { ProductCardSkeleton } from '@shop/ui/ProductCard';
import { Spinner } from '@shop/ui/Spinner';
import { startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { productGridCopy } from '../../copy/productGrid';
import { cx } from '@shop/ui/cx';
import * as styles from './ProductGrid.css';
import { ServedPageContext } from '../../shared/servedPage';
import { ShopProductCardWhenSeen } from './ShopProductCard';
import { useAddToCart } from './useAddToCart';

export interface ProductGridProps {
  /** The products to show, in order; `undefined` while they load (skeleton cards and a spinner). */
  products: readonly Product[] | undefined;
  /** The id of the heading that names the list ("Discover Our Range, list, 26 items"). */
  labelledBy: string;
  /** The cards' title level, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** How many skeleton cards stand in while loading: about a first screenful. */
  skeletonCount?: number;
  /** Words of the loading spinner; the catalogue's by default. */
  loadingLabel?: string;
  /**
   * How many of the first cards a visitor sees without scrolling (two rows on a phone, one on a wide
   * screen): their photos load at once, and the first is often the page's largest paint.
   */
  priorityImageCount?: number;
  /** Something under each card, for its product: the wishlist's remove button. */
  renderAfterCard?: (product: Product) => ReactNode;
  className?: string;
}

/**
 * The product grid of the listing, the search results, the category pages and the wishlist:
 * a list of ProductCards with add-to-cart (confirmed by a toast).
 */
export function ProductGrid({
  products,
  labelledBy,
  headingLevel = 2,
  skeletonCount = 6,
  loadingLabel = productGridCopy.loading,
  priorityImageCount = 4,
  renderAfterCard,
  className,
}: ProductGridProps) {
  const addToCart = useAddToCart();
  const shownProducts = useFirstScreenfulFirst(products);

  if (shownProducts === undefined) {
    return (
      <Box display="grid" gap="4" className={className}>
        <Spinner label={loadingLabel} isLabelVisible className={styles.spinner} />
        <CardList aria-labelledby={labelledBy} aria-busy="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Cell key={index}>
              <ProductCardSkeleton />
            </Cell>
          ))}
        </CardList>
      </Box>
    );
  }

  return (
    <CardList className={className} aria-labelledby={labelledBy}>
      {shownProducts.map((product, position) => (
        <Cell key={product.id}>
          <ShopProductCardWhenSeen
            product={product}
            onAddToCart={addToCart}
            headingLevel={headingLevel}
            isImagePriority={position < priorityImageCount}
          />
          {renderAfterCard?.(product)}
        </Cell>
      ))}
    </CardList>
  );
}

/** The grid's list; role="list": Safari drops the list role of a list styled without bullets. */
function CardList({ className, ...props }: Omit<BoxProps, 'as'>) {
  return <Box as="ul" display="grid" gap={{ mobile: '3', md: '5' }} className={cx(styles.grid, className)} role="list" {...props} />;
}

/** A card and what comes under it, as tall as the row's tallest card. */
function Cell(props: Omit<BoxProps, 'as'>) {
  return <Box as="li" display="flex" flexDirection="column" minWidth="0" className={styles.cell} {...props} />;
}

/**
 * About a first screenful of cards on any width (six rows on a phone, three or four on a wide screen),
 * so the cards added afterwards, and the sections under the grid, move only out of view.
 */
const FIRST_SCREENFUL = 12;

/**
 * The first time the products arrive in the browser, the grid commits the cards in view, then the rest in a
 * background render: building 26 cards in one go held a slow phone's main thread for about 200 ms before the
 * first photo could paint. Later lists (a filter, a sort, another search) show whole at once. The page the
 * server rendered has every card in its HTML already, each hydrating when it comes near the screen.
 */
function useFirstScreenfulFirst(products: readonly Product[] | undefined): readonly Product[] | undefined {
  const isServedPage = useContext(ServedPageContext);
  const [isComplete, setIsComplete] = useState(isServedPage);
  const hasMore = products !== undefined && products.length > FIRST_SCREENFUL;
  useEffect(() => {
    if (hasMore && !isComplete) startTransition(() => setIsComplete(true));
  }, [hasMore, isComplete]);
  return isComplete || !hasMore ? products : products.slice(0, FIRST_SCREENFUL);
}
