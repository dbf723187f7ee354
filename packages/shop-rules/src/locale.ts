/**
 * The shop's locale: Indian English, whose numbers group in lakhs and crores ("₹1,00,000"). The storefront's Hindi
 * build takes locale.hi.ts instead (apps/storefront build/localeModules.ts): the same digits and grouping, Hindi
 * month and day names.
 */
import type { LanguageCode } from './languages';

export const SHOP_LOCALE: string = 'en-IN';
/** The language of the words the rules' own tables write (indiaTime.ts) in this build. */
export const SHOP_LANGUAGE: LanguageCode = 'en';
