import type { ReturnReason } from '@shop/api-client/admin';

/** The reasons a replacement may be offered for, as the owner reads them. */
type ReplacementReason = Extract<ReturnReason, 'damaged_in_transit' | 'defective'>;

/** The words of the return settings page: the owner's window, replacements and what comes back only for the shop's fault. */
export const returnSettingsCopy = {
  title: 'Return settings',
  intro:
    'How long after delivery shoppers may ask to return goods, when they may ask for a replacement instead of a refund, and what comes back only when the shop was at fault. The returns policy page states these rules, and every request follows them.',
  returns: 'Returns',
  loading: 'Loading the settings…',
  loadFailed: 'The settings could not be loaded.',
  retry: 'Try again',
  ownerOnly: 'Only the owner changes these settings: they decide what the shop takes back.',
  formLabel: 'Return settings',
  windowLegend: 'Return window',
  windowDescription: 'It closes at midnight in India on its last day. Goods that arrived damaged, defective or wrong come back within it whatever the rules below say.',
  replacementLegend: 'Replacements',
  notReturnableLegend: 'Returnable only for the shop’s fault',
  notReturnableDescription:
    'Goods made or cut to the customer’s size, for example. Shoppers may still return them when they arrived damaged, defective or wrong, with a photo; never because they changed their mind.',
  fields: {
    window_days: 'Days after delivery',
    replacement_reasons: 'Offer a replacement for goods that',
    non_returnable_category_ids: 'Categories',
    non_returnable_product_ids: 'Products',
  },
  hints: {
    window_days: 'From 1 to 60 days.',
    replacement_reasons: 'Untick both to give refunds only.',
    non_returnable_category_ids: 'Every product in a ticked category.',
  },
  reasons: {
    damaged_in_transit: 'Arrived damaged',
    defective: 'Are defective',
  } satisfies Record<ReplacementReason, string>,
  summary: {
    window: 'Return window',
    days: (days: number) => (days === 1 ? '1 day after delivery' : `${days} days after delivery`),
    replacements: 'Replacements',
    replacementFor: (reasons: string[]) => `Offered for goods that ${reasons.join(' or ').toLowerCase()}`,
    refundsOnly: 'Not offered: refunds only',
    categories: 'Categories returnable only for the shop’s fault',
    products: 'Products returnable only for the shop’s fault',
    none: 'None',
    unknownCategory: (id: number) => `Category ${id}`,
  },
  notNumber: 'Enter a whole number of days.',
  check: 'Check the fields marked below.',
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Return settings saved. New requests and the returns policy page follow them now.',
  /** SaveProblem's words. */
  errorsTitle: 'The settings were not saved',
  conflictTitle: 'Someone else saved these settings meanwhile',
  reload: 'Load their settings',
  unreachable: 'The server could not be reached. Check the connection and try again.',
  unexpected: 'Something went wrong on the server. Try again in a moment.',
} as const;
