import { useListProductsQuery } from '@shop/api-client';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { useId, useMemo } from 'react';
import { ProductGrid, ProductsLoadFailed } from '../../components/ProductGrid';
import { offersCopy } from '../../copy/offers';
import { biggestDiscounts } from './biggestDiscounts';
import * as styles from './FlashSale.css';

const copy = offersCopy.flashSale;

/** Two full rows on a desktop, four on a phone. */
const DEALS_SHOWN = 8;

/** The in-page anchor of 'See today's biggest discounts'. */
export const FLASH_SALE_ID = 'flash-sale';

/**
 * The flash sale: the catalogue's most discounted products, biggest discount first, in the shop's
 * product grid (add to cart, Buy Now). The headline figure is read from those products, so the page
 * never claims more than the shop offers at the moment.
 */
export function FlashSale() {
  const headingId = useId();
  const query = useListProductsQuery({});
  const deals = useMemo(() => query.data && biggestDiscounts(query.data, DEALS_SHOWN), [query.data]);
  const best = deals?.[0]?.percentOff;

  let content;
  if (query.isError && !deals) {
    content = <ProductsLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
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
    <section id={FLASH_SALE_ID} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.intro}>{copy.intro}</p>
        </div>
        {best !== undefined && <p className={styles.best}>{copy.bestNow(best)}</p>}
      </div>
      {content}
      <LinkButton href="/products" variant="secondary" className={styles.viewAll}>
        {copy.viewAll}
      </LinkButton>
    </section>
  );
}
