/**
 * The fixed words around the policy pages (/privacy-policy, /terms, /return-policy). The pages' own
 * titles and text are the shop's, kept in the database and edited in the back-office (the API's
 * legal pages); these are the interface's words, the same on every page.
 */
export const legalCopy = {
  lastUpdated: 'Last updated:',
  contents: 'On this page',
  backToTop: 'Back to top',
  otherPolicies: 'Other policies',
  questions: 'Questions?',
  questionsBody: 'We are happy to explain anything on this page.',
  contactUs: 'Contact us',
  loading: 'Loading the page…',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  notFound: 'This page is not available right now.',
  goHome: 'Go to Home',

  /** The names of the policies in the 'Other policies' links. */
  policies: {
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    returns: 'Returns and Refund Policy',
  },
} as const;
