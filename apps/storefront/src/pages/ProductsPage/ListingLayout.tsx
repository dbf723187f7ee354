import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { NativeSelect } from '@shop/ui/NativeSelect';
import { Text } from '@shop/ui/Text';
import { memo, useDeferredValue, useRef } from 'react';
import { LISTING_PARAMS, SORT_KEYS } from '@shop/rules/listing';
import { ListingPagination } from '../../components/ListingPagination';
import { ProductGrid } from '../../components/ProductGrid';
import { productsCopy } from '../../copy/products';
import { HydrateApart, openWaitingParts } from '../../shared/HydrateApart';
import { FilterDrawer } from './filters/FilterDrawer';
import { DesktopFilters } from './filters/DesktopFilters';
import type { ListingResults } from './listing/useListingResults';
import type { ListingControls } from './listing/useListingState';
import * as styles from './ProductsPage.css';

// The browser's own select (decision 074): a phone's picker opens on the first tap, before the page has hydrated,
// with no list of ours to fetch.
const sortOptions = SORT_KEYS.map((key) => ({ value: key, label: productsCopy.sortOptions[key] }));

/**
 * A finger or focus on the filters or Sort By: the listing is about to change around every card. The cards the server
 * rendered below the screen are still waiting to hydrate until they are seen, and React must hydrate each before it
 * can hand it the change: in the change's own render it does so one card at a time, starting that render over after
 * each, which held a slow phone's main thread for about two seconds after a filter was ticked. Opened here, they
 * hydrate together in one render of their own, while the shopper is still choosing.
 */
const aboutToChange = { onPointerDownCapture: openWaitingParts, onFocusCapture: openWaitingParts };

export interface ListingLayoutProps {
  /** The API's page of what passes the filters, in order, and how many pass. */
  results: ListingResults;
  /** The categories the desktop panel offers. */
  categories: readonly string[];
  listing: ListingControls;
  /** The id of the page heading, which names the grid. */
  headingId: string;
}

/**
 * Filters (panel or overlay), the count and Sort By, and the grid of what passes. Memoised: drawn again only when the
 * results, the listing's controls or the categories change, not for each render of the page around it.
 */
export const ListingLayout = memo(function ListingLayout({ results, categories, listing, headingId }: ListingLayoutProps) {
  const { filters, sort, setFilters, setSort, resetFilters } = listing;
  const { total, isUpdating } = results;
  // New results replace the grid in a render React sets aside for a tap: a next choice is not held up by a
  // grid of cards being drawn.
  const shown = useDeferredValue(results.shown);
  const fieldProps = { filters, onChange: setFilters, onReset: resetFilters, facets: results.facets };
  // The panel from 1024 px, the 'Filters ☰' overlay button below. Both are rendered and CSS shows one:
  // the server cannot know the width, and a choice made in script after hydration swapped the phone's
  // button for the panel on a desktop's first page. The overlay itself is fetched only when opened.
  // Reset from the empty state removes its own button: focus goes to the results instead of the page's start.
  const resultsRef = useRef<HTMLElement>(null);
  const resetFromEmptyState = () => {
    resetFilters();
    resultsRef.current?.focus();
  };
  // A new page replaces the grid above the pager: focus (and the view) go to the results' start, and the
  // pager's status says which page this is.
  const turnPage = (page: number) => {
    results.setPage(page);
    resultsRef.current?.focus();
  };

  return (
    <Box display="grid" gap={{ mobile: '6', lg: '8' }} alignItems="flex-start" className={styles.layout}>
      <div className={styles.sidebarSlot} {...aboutToChange}>
        {/* Hidden below 1024 px: a phone never fetches its code. */}
        <DesktopFilters {...fieldProps} categories={categories} />
      </div>
      {/* While the next answer loads the last one stays, marked busy; the count announces the new one. */}
      <Box
        display="grid"
        gap={{ mobile: '4', md: '5' }}
        minWidth="0"
        className={styles.results}
        ref={resultsRef}
        tabIndex={-1}
        aria-busy={isUpdating}
      >
        <Box
          display="grid"
          alignItems="center"
          columnGap="3"
          rowGap="2"
          paddingBottom="3"
          borderBottom="default"
          className={styles.toolbar}
          {...aboutToChange}
        >
          <div className={styles.drawerSlot}>
            <FilterDrawer {...fieldProps} resultCount={total} />
          </div>
          <Text role="status" size={{ mobile: 'sm', lg: 'md' }} tone="muted" tabularNums className={styles.count}>
            {total !== undefined && productsCopy.count(total)}
          </Text>
          <NativeSelect
            label={productsCopy.sortBy}
            labelPosition="side"
            name={LISTING_PARAMS.sort}
            options={sortOptions}
            value={sort}
            onChange={setSort}
            className={styles.sort}
          />
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
          <HydrateApart>
            <ProductGrid products={shown} labelledBy={headingId} />
          </HydrateApart>
        )}
        {total !== undefined && total > 0 && <ListingPagination page={results.page} total={total} onChange={turnPage} />}
      </Box>
    </Box>
  );
});
