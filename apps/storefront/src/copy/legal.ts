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

/** The returns policy's rules, worded from the owner's settings (GET /api/user/return-rules/). */
export const returnRulesCopy = {
  title: 'Our return rules',
  window: (days: number) => `Ask for a return from your order page within ${days} ${days === 1 ? 'day' : 'days'} of delivery.`,
  shopFault: (reasons: string[]) => `Items that ${list(reasons)} can always be returned within that time, with the shipping fee refunded.`,
  replacement: (reasons: string[]) => `For items that ${list(reasons)}, you may ask for a replacement instead of a refund.`,
  noReplacement: 'Returns are refunded to the way you paid; we do not send replacements.',
  nonReturnable: (names: string[]) => `${list(names)}: returnable only if they arrived damaged, defective or not what you ordered.`,
  reasons: {
    damaged_in_transit: 'arrived damaged',
    defective: 'are defective',
    wrong_item: 'are not what you ordered',
    not_as_described: 'are not as described',
    no_longer_needed: 'you no longer need',
  },
} as const;

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
