import type { Words } from '../../words/Words';
import type { quantityStepperWords as English } from './quantityStepperWords';

export const quantityStepperWords: Words<typeof English> = {
  label: 'मात्रा',
};
