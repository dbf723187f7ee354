/** The retry button of a list that could not be loaded, when the page names it not. */
export const loadFailedWords = {
  retry: 'Try again',
};
