/** The ✕ of a dialog, a drawer, a toast or the lightbox, when the page names it not. */
export const closeButtonWords = {
  close: 'Close',
};
