import { asProductList, useListProductsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId, useMemo } from 'react';
import { ProductGrid } from '../../components/ProductGrid';
import { offersCopy } from '../../copy/offers';
import { productGridCopy } from '../../copy/productGrid';
import { biggestDiscounts } from './biggestDiscounts';
import * as styles from './FlashSale.css';
import { figurePill } from './figurePill.css';

const copy = offersCopy.flashSale;

/** Two full rows on a desktop, four on a phone. */
const DEALS_SHOWN = 8;

/** The in-page anchor of 'See today's biggest discounts'. */
const FLASH_SALE_ID = 'flash-sale';

/**
 * The flash sale: the catalogue's most discounted products, biggest discount first, in the shop's
 * product grid (add to cart, Buy Now). The headline figure is read from those products, so the page
 * never claims more than the shop offers at the moment.
 */
export function FlashSale() {
  const headingId = useId();
  const query = useListProductsQuery({});
  const products = asProductList(query.data);
  const deals = useMemo(() => products && biggestDiscounts(products, DEALS_SHOWN), [products]);
  const best = deals?.[0]?.percentOff;

  let content;
  if (query.isError && !deals) {
    content = (
      <LoadFailed
        message={productGridCopy.loadFailed}
        retryLabel={productGridCopy.retry}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (deals?.length === 0) {
    content = <EmptyState size="compact" headingLevel={3} title={copy.none} description={copy.noneHint} />;
  } else {
    content = (
      <ProductGrid
        products={deals?.map((deal) => deal.product)}
        labelledBy={headingId}
        headingLevel={3}
        skeletonCount={DEALS_SHOWN}
        // Below the offer highlights: these photos can wait until they are scrolled near.
        priorityImageCount={0}
      />
    );
  }

  return (
    <Box as="section" id={FLASH_SALE_ID} aria-labelledby={headingId} display="grid" gap="5" className={styles.section}>
      {/* The title and intro, with the headline discount beside them from 768 px. */}
      <Box
        display="grid"
        gridTemplateColumns={{ md: 'main-auto' }}
        gap={{ mobile: '3', md: '6' }}
        alignItems="flex-end"
      >
        <Stack gap="1">
          <Heading level={2} id={headingId} size={{ mobile: 'xl', md: '2xl' }}>
            {copy.title}
          </Heading>
          <Text tone="muted" leading="body" measure="intro">
            {copy.intro}
          </Text>
        </Stack>
        {best !== undefined && (
          <Text size="sm" weight="bold" tone="default" className={figurePill}>
            {copy.bestNow(best)}
          </Text>
        )}
      </Box>
      {content}
      <LinkButton href="/products" variant="secondary" className={styles.viewAll}>
        {copy.viewAll}
      </LinkButton>
    </Box>
  );
}
