import { Box } from '@shop/ui/Box';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { homeCopy } from '../../copy/home';
import { timings } from '../../shared/timings';
import { BannerCarousel } from './sections/BannerCarousel';
import { Bestsellers } from './sections/Bestsellers';
import { OurClients } from './sections/OurClients';
import { belowTheFold } from '../../shared/deferredPart';
import { useBestsellers } from './useBestsellers';
import { useSiteHome } from '../../features/site/siteHome';
import { usePageSpinnerDone } from '../../shared/servedPage';

// The still sections under the bestsellers come with their code when the shopper scrolls towards them.
// The clients' carousel stays: it moves to the window's layout as the page hydrates.
const ShopByCategory = belowTheFold(async () => (await import('./sections/ShopByCategory')).ShopByCategory);
const WhatWeDo = belowTheFold(async () => (await import('./sections/WhatWeDo')).WhatWeDo);
const HomeFaq = belowTheFold(async () => (await import('./sections/HomeFaq')).HomeFaq);

/**
 * The home page (/): after its own 500 ms spinner, the product brief's sections in order. The
 * bestsellers and the content staff keep (banners, category cards, client logos) are asked for at once,
 * so they have usually arrived when the spinner ends; the spinner stays until that content has come.
 *
 * The h1 names the shop for screen readers and search engines and is there from the first render:
 * the shell moves focus to it after a navigation, before the spinner ends or the bestsellers' overlay
 * makes the page inert. It is visually hidden because the banner, which rotates, carries the headline.
 */
export function HomePage() {
  const isReady = usePageSpinnerDone(timings.homeSpinnerMs);
  const bestsellers = useBestsellers();
  const { home, isSettled } = useSiteHome();

  return (
    // The sections one under the other, with more air between them on wider screens.
    <Box display="grid" gap={{ mobile: '12', md: '16' }} paddingTop={{ mobile: '4', md: '6' }} paddingBottom={{ mobile: '12', md: '16' }}>
      <h1 className={visuallyHidden}>{homeCopy.title}</h1>
      {isReady && isSettled ? (
        <>
          <BannerCarousel banners={home.banners} />
          <Bestsellers state={bestsellers} />
          <ShopByCategory cards={home.categories} />
          <WhatWeDo />
          <OurClients clients={home.clients} />
          <HomeFaq />
        </>
      ) : (
        <PageLoader label={homeCopy.loading} />
      )}
    </Box>
  );
}
