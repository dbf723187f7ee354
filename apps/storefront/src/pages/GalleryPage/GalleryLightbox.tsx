import { Lightbox } from '@shop/ui/Lightbox';
import { galleryCopy } from '../../copy/gallery';
import { timings } from '../../shared/timings';
import type { GalleryPhoto } from './gallerySlides';

const copy = galleryCopy.lightbox;

/** "Spacing 30%" (product brief, section 9): the gap between photos while swiping, as a fraction of the width. */
const SLIDE_SPACING = 0.3;

export interface GalleryLightboxProps {
  photos: GalleryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The gallery's full-screen viewer with the product brief's settings: it wraps around (not
 * finite), fades and glides at the shop's timings, and names everything in the shop's words.
 */
export function GalleryLightbox({ photos, ...state }: GalleryLightboxProps) {
  return (
    <Lightbox
      {...state}
      slides={photos}
      fadeDuration={timings.lightboxFadeMs}
      swipeDuration={timings.lightboxSwipeMs}
      spacing={SLIDE_SPACING}
      aria-label={copy.label}
      previousLabel={copy.previous}
      nextLabel={copy.next}
      closeLabel={copy.close}
      formatAnnouncement={(position, count, slide) => copy.announcement(position, count, slide.title ?? '')}
    />
  );
}
