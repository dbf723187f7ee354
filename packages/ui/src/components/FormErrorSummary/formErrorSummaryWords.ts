/** The summary's heading, when the page gives none. */
export const formErrorSummaryWords = {
  title: 'Please correct the following',
};
