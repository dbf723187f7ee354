/** One image of the lightbox: the dialog, its stage and each figure read it. */
export interface LightboxSlide {
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Shown under the image and read in the announcement. */
  title?: string;
  description?: string;
}
