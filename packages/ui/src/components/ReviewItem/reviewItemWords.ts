/** A review's labels, when the page gives none. */
export const reviewItemWords = {
  verified: 'Verified purchase',
  /** Heads the reason staff gave for not publishing it (the customer's own reviews). */
  rejection: 'Why it was not published',
  reply: 'Reply from the shop',
};
