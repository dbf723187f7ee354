import type { Words } from '../../words/Words';
import type { otpInputWords as English } from './otpInputWords';

export const otpInputWords: Words<typeof English> = {
  digit: (position, length) => `${length} में से अंक ${position}`,
};
