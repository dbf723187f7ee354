export { Lightbox, type LightboxProps, type LightboxSlide } from './Lightbox';
