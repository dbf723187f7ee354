export { CarouselControls, type CarouselControlsProps } from './CarouselControls';
