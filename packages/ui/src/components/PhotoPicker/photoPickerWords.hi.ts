import type { PhotoPickerLabels } from './photoPickerWords';

export const photoPickerWords: PhotoPickerLabels = {
  addPhoto: 'फ़ोटो जोड़ें',
  uploading: 'अपलोड हो रहा है…',
  removePhoto: (n) => `फ़ोटो ${n} हटाएँ`,
  photoAlt: (n) => `फ़ोटो ${n}`,
  photoFailed: (name) => `${name} नहीं जोड़ी जा सकी। JPEG, PNG या WebP फ़ोटो चुनें।`,
};
