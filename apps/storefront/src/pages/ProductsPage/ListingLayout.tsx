import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Text } from '@shop/ui/Text';
import { mediaQueries } from '@shop/ui/theme';
import { useMemo, useRef } from 'react';
import { ProductGrid } from '../../components/ProductGrid';
import { productsCopy } from '../../copy/products';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { FilterDrawer } from './filters/FilterDrawer';
import { FilterSidebar } from './filters/FilterSidebar';
import type { ListingControls } from './listing/useListingState';
import * as styles from './ProductsPage.css';
import { SortSelect } from './SortSelect';

export interface ListingLayoutProps {
  /** What the API answered (all products, or the ranked search results); `undefined` while loading. */
  products: readonly Product[] | undefined;
  /** The categories the desktop panel offers. */
  categories: readonly string[];
  listing: ListingControls;
  /** The id of the page heading, which names the grid. */
  headingId: string;
}

/** Filters (panel or overlay), the count and Sort By, and the grid of what passes. */
export function ListingLayout({ products, categories, listing, headingId }: ListingLayoutProps) {
  const { filters, sort, setFilters, setSort, resetFilters } = listing;
  const shown = useMemo(
    () => products && sortProducts(filterProducts(products, filters), sort),
    [products, filters, sort],
  );
  const fieldProps = { filters, onChange: setFilters, onReset: resetFilters };
  // The panel from 1024 px, the 'Filters ☰' overlay below: only the one that shows is rendered, so a
  // phone does not build the panel's slider and checkboxes just to hide them.
  const isWide = useMediaQuery(mediaQueries.lg);
  // Reset from the empty state removes its own button: focus goes to the results instead of the page's start.
  const resultsRef = useRef<HTMLElement>(null);
  const resetFromEmptyState = () => {
    resetFilters();
    resultsRef.current?.focus();
  };

  return (
    <Box display="grid" gap={{ mobile: '6', lg: '8' }} alignItems="flex-start" className={styles.layout}>
      {isWide && <FilterSidebar {...fieldProps} categories={categories} />}
      <Box display="grid" gap={{ mobile: '4', md: '5' }} minWidth="0" className={styles.results} ref={resultsRef} tabIndex={-1}>
        <Box
          display="grid"
          alignItems="center"
          columnGap="3"
          rowGap="2"
          paddingBottom="3"
          borderBottom="default"
          className={styles.toolbar}
        >
          <div className={styles.drawerSlot}>{!isWide && <FilterDrawer {...fieldProps} resultCount={shown?.length} />}</div>
          <Text role="status" size={{ mobile: 'sm', lg: 'md' }} tone="muted" tabularNums className={styles.count}>
            {shown && productsCopy.count(shown.length)}
          </Text>
          <SortSelect value={sort} onChange={setSort} className={styles.sort} />
        </Box>
        {shown?.length === 0 ? (
          <EmptyState
            size="compact"
            title={productsCopy.noMatches}
            description={productsCopy.noMatchesHint}
            action={
              <Button variant="primary" onPress={resetFromEmptyState}>
                {productsCopy.filters.reset}
              </Button>
            }
          />
        ) : (
          <ProductGrid products={shown} labelledBy={headingId} />
        )}
      </Box>
    </Box>
  );
}
