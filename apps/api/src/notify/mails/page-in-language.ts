import { pathInLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@shop/rules/languages';
import type { MessageLanguage } from '../../db/tables/values';

/** The storefront's language of a message's language code, whose pages its links open. */
export function languageNamed(code: MessageLanguage): ShopLanguage {
  return SHOP_LANGUAGES.find((language) => language.code === code)!;
}

/** The storefront's page `path` as a mail in `language` links to it: Hindi mail opens the Hindi page ("/hi/orders"). */
export function pageIn(path: string, language: MessageLanguage): string {
  return pathInLanguage(path, languageNamed(language));
}
