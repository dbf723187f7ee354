/**
 * Words of the coupon at the cart and the checkout. All ours: why a code cannot be used is the server's
 * sentence, shown as it comes.
 */
export const couponCopy = {
  /** The box. */
  label: 'Coupon code',
  apply: 'Apply',
  checking: 'Checking…',
  remove: 'Remove',
  applied: (code: string) => `${code} applied`,
  saving: (amount: string) => `You save ${amount}`,
  /** No answer from the shop (offline): the code may be fine. */
  failed: 'We could not check the coupon just now. Please try again.',
  /** The shop's limit on checks (429). */
  tooMany: 'Too many tries just now. Please wait a minute and try again.',
  /** A refusal that came without the server's reason. */
  refused: 'This coupon can’t be used on this order.',
  /** The cart changed and the coupon no longer fits it; the server's reason follows. */
  dropped: (code: string, reason: string) => `${code} was removed. ${reason}`,

  /** Its line among the amounts, before the figure taken off. */
  row: (code: string) => `Coupon ${code}`,
} as const;
