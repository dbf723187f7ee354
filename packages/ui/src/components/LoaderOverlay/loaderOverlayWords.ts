/** What screen readers hear while the overlay is up, when the page says nothing more exact. */
export const loaderOverlayWords = {
  label: 'Loading…',
};
