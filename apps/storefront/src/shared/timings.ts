/**
 * Every delay the storefront adds on purpose, in milliseconds, with the product brief's values.
 * The owner can shorten them here without touching components.
 */
export const timings = {
  /** "On every path change a loader shows for 500 ms, then the content appears." */
  routeLoaderMs: 500,
  /** Home and About show a 500 ms spinner; Contact a 2 second one. */
  homeSpinnerMs: 500,
  aboutSpinnerMs: 500,
  contactSpinnerMs: 2000,
  /** "The outcome shows only after at least 1500 ms since submit began." */
  contactMinimumFeedbackMs: 1500,
  /** The announcement bar's headline rotates every 4 seconds. */
  headlineRotationMs: 4000,
  /** Toasts in the public storefront close after 3 s; in the account and purchase flows after 5 s. */
  toastStorefrontMs: 3000,
  toastAccountMs: 5000,
  /** Carousels (banner, bestsellers, clients) autoplay; the interval is ours, the spec names no value. */
  carouselAutoplayMs: 5000,
  /** Lightbox: fade 250 ms, swipe 500 ms. */
  lightboxFadeMs: 250,
  lightboxSwipeMs: 500,
  /** Buy Now shows 'Processing your order...' for 1.2 s before going to checkout. */
  buyNowOverlayMs: 1200,
  /**
   * Ours: how long Proceed to Pay waits for Razorpay's Checkout script before saying it cannot open
   * the payment window (an offline machine fails at once; a very slow network should not hang).
   */
  razorpayScriptTimeoutMs: 15000,
  /**
   * Ours: how long the quantity or the cart must stay unchanged before a delivery promise already shown is
   * asked for again, so that five presses on a stepper ask once.
   */
  deliveryRecheckMs: 600,
  /** Sign-up/login first-load loader and the delay before a login request, 2 s each. */
  signupLoaderMs: 2000,
  loginDelayMs: 2000,
} as const;
