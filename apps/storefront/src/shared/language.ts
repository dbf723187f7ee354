import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/rules/languages';

/**
 * The language this build of the storefront speaks, and the other one a shopper can switch to. The Hindi build
 * takes language.hi.ts instead (build/localeModules.ts): its pages live under /hi, the router's basename.
 */
export const LANGUAGE: ShopLanguage = SHOP_LANGUAGES[0];

export const OTHER_LANGUAGE: ShopLanguage = SHOP_LANGUAGES[1];

/** The language the API is asked to answer in (titles, messages), or none for English, its own. */
export const answersLanguage: string | undefined = undefined;

/**
 * The words of a success the API announced (`message`, `msg`), or the shop's own: English shows the API's sentence,
 * which is the specification's; the API writes those only in English, so another language shows its own words.
 */
export function successWords(serverWords: string | undefined, ours: string): string {
  return serverWords || ours;
}
