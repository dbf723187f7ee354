import type { GalleryItem } from '@shop/api-client';
import type { LightboxSlide } from '@shop/ui/Lightbox';
import { mediaUrl } from '../../shared/mediaUrl';
import { textLanguageOf } from '../../shared/textLanguage';
import { galleryCopy } from '../../copy/gallery';

/** A gallery item as the page shows it: in the grid (title) and in the lightbox (all of it). */
export interface GalleryPhoto extends LightboxSlide {
  /** Stable across refetches, for React's keys. */
  key: string;
  title: string;
}

/**
 * Reshapes the API's items for the page. Image paths go through `mediaUrl`, so they load from
 * the API's origin. The API gives no text alternative: its description says what the photo
 * shows ("Two strips of stainless steel bird spikes glued along a window sill…"), so it is the
 * alt; a photo without one falls back to its title, and a photo without a title is numbered. On a Hindi page, a
 * caption staff have not translated is marked English.
 */
export function toGalleryPhotos(items: readonly GalleryItem[]): GalleryPhoto[] {
  return items.map((item, index) => {
    const title = item.image_title.trim() || galleryCopy.untitled(index + 1);
    const description = item.image_description.trim();
    const titleLang = item.image_title.trim() ? textLanguageOf(item, 'image_title') : undefined;
    const descriptionLang = textLanguageOf(item, 'image_description');
    return {
      key: `${item.id}`,
      src: mediaUrl(item.image),
      alt: description || title,
      altLang: description ? descriptionLang : titleLang,
      title,
      titleLang,
      description: description || undefined,
      descriptionLang,
    };
  });
}
