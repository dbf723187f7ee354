/** One image of the lightbox: the dialog, its stage and each figure read it. */
export interface LightboxSlide {
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Shown under the image and read in the announcement. */
  title?: string;
  description?: string;
  /** The language of the alt text, title or description where it is not the page's (English left on a Hindi page). */
  altLang?: string | undefined;
  titleLang?: string | undefined;
  descriptionLang?: string | undefined;
}
