import type { Words } from '../../words/Words';
import type { addressCardWords as English } from './addressCardWords';

export const addressCardWords: Words<typeof English> = {
  phone: 'फ़ोन',
  delete: (fullName) => `${fullName} का पता हटाएँ`,
};
