import { languageWithCode, pathInLanguage } from '@shop/rules/languages';
import type { MessageLanguage } from '../../db/tables/values';

/** The storefront's page `path` as a mail in `language` links to it: Hindi mail opens the Hindi page ("/hi/orders"). */
export function pageIn(path: string, language: MessageLanguage): string {
  return pathInLanguage(path, languageWithCode(language));
}
