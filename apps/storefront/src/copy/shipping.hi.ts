import type { shippingCopy as English } from './shipping';
import type { Words } from './words';

/** Hindi words of the shop's free-shipping promise. */
export const shippingCopy: Words<typeof English> = {
  everyOrder: 'हर ऑर्डर पर मुफ़्त शिपिंग',
  fromAmount: (amount: string) => `${amount} या उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग`,
};
