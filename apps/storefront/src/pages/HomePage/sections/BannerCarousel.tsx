import { Carousel } from '@shop/ui/Carousel';
import { Container } from '@shop/ui/Container';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { homeCopy } from '../../../copy/home';
import type { HomeBanner } from '../../../features/site/siteHome';
import { timings } from '../../../shared/timings';
import * as styles from './BannerCarousel.css';
import { InLanguage, textLanguageOf } from '../../../shared/textLanguage';

const copy = homeCopy.banner;

/**
 * The banners staff keep, each with a 'Shop Now' link to its own address. It rotates by itself (held on
 * hover and focus, with a pause button) and loops, and shows dots so a shopper can pick a banner.
 */
export function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <Container>
      <Carousel aria-label={copy.label} autoplay={{ delay: timings.carouselAutoplayMs }} loop showPagination {...homeCopy.carousel}>
        {banners.map((slide, index) => (
          <BannerSlide key={index} slide={slide} isFirst={index === 0} />
        ))}
      </Carousel>
    </Container>
  );
}

function BannerSlide({ slide, isFirst }: { slide: HomeBanner; isFirst: boolean }) {
  return (
    <div className={styles.slide}>
      {/*
        The first banner is the page's largest picture: fetched first. The others are in the first
        screen too, only slid aside, where lazy loading would not fetch them until they slide in.
      */}
      <img
        className={styles.image}
        src={slide.image}
        alt={slide.image_alt}
        lang={textLanguageOf(slide, 'image_alt')}
        width={1600}
        height={600}
        loading="eager"
        fetchPriority={isFirst ? 'high' : 'low'}
        decoding={isFirst ? 'sync' : 'async'}
      />
      <div className={styles.text}>
        <Text size="xs" weight="bold" className={styles.eyebrow}>
          <InLanguage lang={textLanguageOf(slide, 'eyebrow')}>{slide.eyebrow}</InLanguage>
        </Text>
        <Heading level={2} size={{ mobile: 'xl', md: '2xl', lg: '3xl', xl: '4xl' }} tone="inverse">
          <InLanguage lang={textLanguageOf(slide, 'heading')}>{slide.heading}</InLanguage>
        </Heading>
        <p className={styles.body} lang={textLanguageOf(slide, 'text')}>
          {slide.text}
        </p>
        <LinkButton href={slide.link} variant="secondary" size="lg" className={styles.cta}>
          {copy.shopNow}
        </LinkButton>
      </div>
    </div>
  );
}
