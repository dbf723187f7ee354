import type { Words } from '../../words/Words';
import type { reviewItemWords as English } from './reviewItemWords';

export const reviewItemWords: Words<typeof English> = {
  verified: 'सत्यापित खरीदारी',
  rejection: 'इसे प्रकाशित क्यों नहीं किया गया',
  reply: 'दुकान का जवाब',
};
