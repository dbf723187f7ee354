import { Carousel } from '@shop/ui/Carousel';
import { Container } from '@shop/ui/Container';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { LoaderOverlay } from '@shop/ui/LoaderOverlay';
import { ProductCardSkeleton } from '@shop/ui/ProductCard';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { ShopProductCardWhenSeen, useAddToCart } from '../../../components/ProductGrid';
import { homeCopy } from '../../../copy/home';
import { productGridCopy } from '../../../copy/productGrid';
import { timings } from '../../../shared/timings';
import { bestsellerBreakpoints } from '../carouselBreakpoints';
import type { BestsellersState } from '../useBestsellers';
import { useViewportBreakpoints } from '../useViewportBreakpoints';
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
    body = (
      <LoadFailed message={productGridCopy.loadFailed} retryLabel={productGridCopy.retry} onRetry={state.retry} isRetrying={state.isRetrying} />
    );
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
    body = <Text tone="muted">{copy.empty}</Text>;
  } else {
    body = (
      <Carousel
        aria-labelledby={headingId}
        breakpoints={breakpoints}
        autoplay={{ delay: timings.carouselAutoplayMs }}
        {...homeCopy.carousel}
      >
        {products.map((product) => (
          <ShopProductCardWhenSeen key={product.id} product={product} onAddToCart={addToCart} headingLevel={3} />
        ))}
      </Carousel>
    );
  }

  return (
    <Container as="section" display="grid" gap={{ mobile: '5', md: '8' }} minWidth="0">
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
    </Container>
  );
}
