/**
 * The shop's locale: Indian English, whose numbers group in lakhs and crores ("₹1,00,000"). The storefront's Hindi
 * build takes locale.hi.ts instead (apps/storefront build/localeModules.ts): the same digits and grouping, Hindi
 * month and day names.
 */
export const SHOP_LOCALE: string = 'en-IN';
