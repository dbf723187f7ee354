export { Carousel, type CarouselProps } from './Carousel';
export { layoutForWidth, type CarouselBreakpoints, type CarouselLayout } from './carouselLayout';
