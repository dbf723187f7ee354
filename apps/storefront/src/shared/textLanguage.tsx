import type { ReactNode } from 'react';
import { LANGUAGE } from './language';

/**
 * The language of one of a text from the API where it is not the page's: English, on a Hindi page, for a text staff
 * have not translated yet (the API lists those in `untranslated_fields`). A screen reader then reads it as English
 * rather than as Hindi.
 */
export function textLanguageOf<Field extends string>(view: { untranslated_fields?: readonly Field[] | undefined }, field: Field): 'en' | undefined {
  return view.untranslated_fields?.includes(field) ? 'en' : undefined;
}

/**
 * The language of a text staff keep in English only (the contact details' opening hours): English, on a page in
 * another language.
 */
export const englishOnly: 'en' | undefined = LANGUAGE.code === 'en' ? undefined : 'en';

/** `children` marked as written in `lang` where that is not the page's language; as they are otherwise. */
export function InLanguage({ lang, children }: { lang: 'en' | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}
