import * as layout from '../../../storybook/storyLayout.css';
import { Carousel } from '../Carousel';
import { BannerSlideExample, ClientSlideExample, ProductSlideExample } from './CarouselSlidesExample';
import { bannerSlides, bestsellerBreakpoints, bestsellers, clientBreakpoints, clients } from './storySlides';

/**
 * The home page's three carousels, for the `All` story. Stories only. Each card
 * is a plain `div`: the carousel inside is the region, named by the card's heading.
 */
export function CarouselMatrix() {
  return (
    <div className={layout.page}>
      <div className={`${layout.card} ${layout.wide}`}>
        <div className={layout.cardHeader}>
          <h2 id="carousel-banner" className={layout.cardTitle}>
            Banner
          </h2>
          <p className={layout.cardDescription}>One slide per view, dots, autoplay with pause.</p>
        </div>
        <Carousel
          aria-labelledby="carousel-banner"
          // A delay far beyond a test run, so the screenshots always show the first banner.
          autoplay={{ delay: 600_000 }}
          showPagination
        >
          {bannerSlides.map((slide) => (
            <BannerSlideExample key={slide.title} {...slide} />
          ))}
        </Carousel>
      </div>
      <div className={`${layout.card} ${layout.wide}`}>
        <div className={layout.cardHeader}>
          <h2 id="carousel-bestsellers" className={layout.cardTitle}>
            Our Bestsellers
          </h2>
          <p className={layout.cardDescription}>1, 2 or 3 product cards by width; stops at both ends.</p>
        </div>
        <Carousel aria-labelledby="carousel-bestsellers" breakpoints={bestsellerBreakpoints}>
          {bestsellers.map((product) => (
            <ProductSlideExample key={product.title} {...product} />
          ))}
        </Carousel>
      </div>
      <div className={`${layout.card} ${layout.wide}`}>
        <div className={layout.cardHeader}>
          <h2 id="carousel-clients" className={layout.cardTitle}>
            Our Clients
          </h2>
          <p className={layout.cardDescription}>Up to 5 logos by width; loops round.</p>
        </div>
        <Carousel aria-labelledby="carousel-clients" breakpoints={clientBreakpoints} loop>
          {clients.map((client) => (
            <ClientSlideExample key={client.name} {...client} />
          ))}
        </Carousel>
      </div>
    </div>
  );
}
