import { Carousel } from '@shop/ui/Carousel';
import { LinkButton } from '@shop/ui/LinkButton';
import { homeCopy } from '../../../copy/home';
import { container } from '../../../styles/layout.css';
import { timings } from '../../../shared/timings';
import * as styles from './BannerCarousel.css';

const copy = homeCopy.banner;

type Slide = (typeof copy.slides)[number];

/**
 * The three banners, each with a 'Shop Now' link to /products. It rotates by itself (held on hover
 * and focus, with a pause button) and loops, and shows dots so a shopper can pick a banner.
 */
export function BannerCarousel() {
  return (
    <div className={container}>
      <Carousel aria-label={copy.label} autoplay={{ delay: timings.carouselAutoplayMs }} loop showPagination {...homeCopy.carousel}>
        {copy.slides.map((slide, index) => (
          <BannerSlide key={slide.image} slide={slide} isFirst={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

function BannerSlide({ slide, isFirst }: { slide: Slide; isFirst: boolean }) {
  return (
    <div className={styles.slide}>
      {/*
        The first banner is the page's largest picture: fetched first. The others are in the first
        screen too, only slid aside, where lazy loading would not fetch them until they slide in.
      */}
      <img
        className={styles.image}
        src={slide.image}
        alt={slide.alt}
        width={1600}
        height={600}
        loading="eager"
        fetchPriority={isFirst ? 'high' : 'low'}
        decoding={isFirst ? 'sync' : 'async'}
      />
      <div className={styles.text}>
        <p className={styles.eyebrow}>{slide.eyebrow}</p>
        <h2 className={styles.title}>{slide.title}</h2>
        <p className={styles.body}>{slide.text}</p>
        <LinkButton href="/products" variant="secondary" size="lg" className={styles.cta}>
          {copy.shopNow}
        </LinkButton>
      </div>
    </div>
  );
}
