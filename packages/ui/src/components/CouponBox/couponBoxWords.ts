/** The coupon box's field, buttons and messages, when the page gives none. */
export const couponBoxWords = {
  label: 'Coupon code',
  apply: 'Apply',
  /** The button while the code is checked. */
  checking: 'Checking…',
  remove: 'Remove',
  /** The applied coupon's headline. */
  applied: (code: string) => `${code} applied`,
  /** No answer (no network): the code may be fine, so say so. */
  failed: 'Could not check the coupon. Please try again.',
};
