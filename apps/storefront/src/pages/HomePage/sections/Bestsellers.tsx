import { Carousel } from '@shop/ui/Carousel';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoaderOverlay } from '@shop/ui/LoaderOverlay';
import { ProductCardSkeleton } from '@shop/ui/ProductCard';
import { useId } from 'react';
import { ProductsLoadFailed, ShopProductCard, useAddToCart } from '../../../components/ProductGrid';
import { homeCopy } from '../../../copy/home';
import { cx } from '../../../styles/cx';
import { container } from '../../../styles/layout.css';
import { timings } from '../../../shared/timings';
import { bestsellerBreakpoints } from '../carouselBreakpoints';
import type { BestsellersState } from '../useBestsellers';
import { useViewportBreakpoints } from '../useViewportBreakpoints';
import * as styles from './HomeSection.css';
import { SectionHeader } from './SectionHeader';

const copy = homeCopy.bestsellers;

/**
 * 'Our Bestsellers': the products marked `isBest` as product cards in a carousel, with Buy Now and
 * add-to-cart. While they load, the product brief's full-screen translucent spinner shows over
 * skeleton cards that hold the carousel's place. The carousel is the section's landmark, named by
 * its heading, so the section itself stays unnamed (one region, not two nested ones of one name).
 */
export function Bestsellers({ state }: { state: BestsellersState }) {
  const headingId = useId();
  const breakpoints = useViewportBreakpoints(bestsellerBreakpoints);
  const addToCart = useAddToCart();
  const { products } = state;

  let body;
  if (state.isError) {
    body = <ProductsLoadFailed onRetry={state.retry} isRetrying={state.isRetrying} />;
  } else if (!products) {
    const perView = breakpoints[0]?.slidesPerView ?? 1;
    body = (
      <Carousel aria-labelledby={headingId} breakpoints={breakpoints} {...homeCopy.carousel}>
        {Array.from({ length: perView }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </Carousel>
    );
  } else if (products.length === 0) {
    body = <p className={styles.note}>{copy.empty}</p>;
  } else {
    body = (
      <Carousel
        aria-labelledby={headingId}
        breakpoints={breakpoints}
        autoplay={{ delay: timings.carouselAutoplayMs }}
        {...homeCopy.carousel}
      >
        {products.map((product) => (
          <ShopProductCard key={product.id} product={product} onAddToCart={addToCart} headingLevel={3} />
        ))}
      </Carousel>
    );
  }

  return (
    <section className={cx(container, styles.section)}>
      <SectionHeader
        headingId={headingId}
        title={copy.title}
        intro={copy.intro}
        action={
          <LinkButton href="/products" variant="secondary">
            {copy.viewAll}
          </LinkButton>
        }
      />
      {body}
      <LoaderOverlay isVisible={state.isLoading} label={copy.loading} />
    </section>
  );
}
