import type { Words } from '../../words/Words';
import type { couponBoxWords as English } from './couponBoxWords';

export const couponBoxWords: Words<typeof English> = {
  label: 'कूपन कोड',
  apply: 'लागू करें',
  checking: 'जाँच हो रही है…',
  remove: 'हटाएँ',
  applied: (code) => `${code} लागू हो गया`,
  failed: 'कूपन की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
};
