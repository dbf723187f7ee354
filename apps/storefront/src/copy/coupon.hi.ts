import type { couponCopy as English } from './coupon';
import type { Words } from './words';

/** Hindi words of the coupon at the cart and the checkout; the server's reasons are shown as they come. */
export const couponCopy: Words<typeof English> = {
  label: 'कूपन कोड',
  apply: 'लागू करें',
  checking: 'जाँच हो रही है…',
  remove: 'हटाएँ',
  applied: (code: string) => `${code} लागू हो गया`,
  saving: (amount: string) => `आपकी बचत ${amount}`,
  failed: 'अभी कूपन की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  tooMany: 'अभी बहुत ज़्यादा कोशिशें हो गई हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  refused: 'यह कूपन इस ऑर्डर पर लागू नहीं हो सकता।',
  dropped: (code: string, reason: string) => `${code} हटा दिया गया। ${reason}`,

  row: (code: string) => `कूपन ${code}`,
};
