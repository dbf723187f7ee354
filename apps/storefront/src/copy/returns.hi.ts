import type { returnsCopy as English } from './returns';
import type { Words } from './words';

/** Hindi words of the order page around returns. */
export const returnsCopy: Words<typeof English> = {
  start: 'आइटम वापस करें',
  heading: 'वापसी',
  photoRefused: 'यह फ़ोटो नहीं जोड़ी जा सकी।',
};
