export { Lightbox, type LightboxProps } from './Lightbox';
export type { LightboxSlide } from './lightboxSlide';
