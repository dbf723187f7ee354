import { SHOP_LANGUAGES, type ShopLanguage } from '@shop/rules/languages';

/** The Hindi build's language: its pages under /hi, English one switch away. */
export const LANGUAGE: ShopLanguage = SHOP_LANGUAGES[1];

export const OTHER_LANGUAGE: ShopLanguage = SHOP_LANGUAGES[0];

/** The language the API is asked to answer in (titles, messages), or none for English, its own. */
export const answersLanguage: string | undefined = LANGUAGE.code;

/** The shop's own words for a success the API announced: the API writes those sentences only in English. */
export function successWords(_serverWords: string | undefined, ours: string): string {
  return ours;
}
