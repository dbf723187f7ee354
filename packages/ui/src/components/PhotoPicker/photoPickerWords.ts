/** The picker's words, in the shop's language. */
export interface PhotoPickerLabels {
  addPhoto: string;
  uploading: string;
  /** The remove button's name, by the photo's position from 1. */
  removePhoto: (n: number) => string;
  /** The thumbnail's text alternative, by its position from 1. */
  photoAlt: (n: number) => string;
  /** A file the upload refused (not a photo, too large, the server down). */
  photoFailed: (name: string) => string;
}

/** The picker's words when the page gives none; the shop's own may replace them (UiWordsProvider). */
export const photoPickerWords: PhotoPickerLabels = {
  addPhoto: 'Add photos',
  uploading: 'Uploading…',
  removePhoto: (n) => `Remove photo ${n}`,
  photoAlt: (n) => `Photo ${n}`,
  photoFailed: (name) => `${name} could not be added. Choose a JPEG, PNG or WebP photo.`,
};
