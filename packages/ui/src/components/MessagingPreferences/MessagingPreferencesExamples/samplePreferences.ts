import type { MessagingChoice, MessagingPreferencesValue } from '../MessagingPreferences';

/** Choices the stories show (stories only). Times are UTC; the panel shows them on India's clock. */

const never: MessagingChoice = { granted: false, changed_at: null, source: null };

/** WhatsApp ticked at checkout for order updates and offers on 26 Nov 2026, 6:15 pm (India); SMS never chosen. */
export const chosenAtCheckout: MessagingPreferencesValue = {
  mobile: '9876543210',
  order_updates: {
    whatsapp: { granted: true, changed_at: '2026-11-26T12:45:00Z', source: 'checkout' },
    sms: never,
  },
  marketing: {
    whatsapp: { granted: true, changed_at: '2026-11-26T12:45:00Z', source: 'checkout' },
    sms: never,
  },
};

/** Both chosen at sign-up; then a STOP sent back to a WhatsApp message withdrew WhatsApp. */
export const repliedStop: MessagingPreferencesValue = {
  mobile: '9123456780',
  order_updates: {
    whatsapp: { granted: false, changed_at: '2026-11-27T03:32:00Z', source: 'reply_stop' },
    sms: { granted: true, changed_at: '2026-10-02T05:10:00Z', source: 'sign_up' },
  },
  marketing: {
    whatsapp: { granted: false, changed_at: '2026-11-27T03:32:00Z', source: 'reply_stop' },
    sms: { granted: false, changed_at: '2026-11-20T14:05:00Z', source: 'account' },
  },
};

/** Nothing chosen and no number saved: everything off, as for every new account. */
export const nothingChosen: MessagingPreferencesValue = {
  mobile: null,
  order_updates: { whatsapp: never, sms: never },
  marketing: { whatsapp: never, sms: never },
};

/** After the STOP above, WhatsApp turned on again in the account: the number is still stopped there, so nothing is sent. */
export const tickedAfterStop: MessagingPreferencesValue = {
  ...repliedStop,
  order_updates: { ...repliedStop.order_updates, whatsapp: { granted: true, changed_at: '2026-11-27T06:00:00Z', source: 'account' } },
  stopped: ['whatsapp'],
};

/** WhatsApp ticked at checkout to a number not confirmed yet: nothing goes to it until it is. */
export const unproved: MessagingPreferencesValue = { ...chosenAtCheckout, verified: false };
