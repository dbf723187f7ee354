import type { Words } from '../../words/Words';
import type { searchFieldWords as English } from './searchFieldWords';

export const searchFieldWords: Words<typeof English> = {
  label: 'प्रोडक्ट्स खोजें',
  open: 'खोजें',
  submit: 'खोजें',
  clear: 'खोज साफ़ करें',
};
