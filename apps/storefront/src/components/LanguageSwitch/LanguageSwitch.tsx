import type { ReactNode } from 'react';
import { OTHER_LANGUAGE } from '../../shared/language';
import { rememberLanguage } from '../../shared/languageChoice';
import { useOtherLanguageHref } from '../../shared/otherLanguageHref';

interface LanguageSwitchProps {
  className?: string;
  /** Its words, in the other language; the language's name by default. */
  label?: string;
  /** Drawn after the language's name (the drawer's chevron). */
  children?: ReactNode;
}

/**
 * This page in the other language, named in that language ("हिंदी", "English") and marked as written in it, so a
 * screen reader reads it in the right voice. A plain link: the other language is another build of the shop, loaded
 * as a new document; the cart and the sign-in, kept by this browser, come along. The choice is remembered.
 */
export function LanguageSwitch({ className, label = OTHER_LANGUAGE.name, children }: LanguageSwitchProps) {
  const href = useOtherLanguageHref();
  return (
    <a href={href} hrefLang={OTHER_LANGUAGE.hreflang} lang={OTHER_LANGUAGE.hreflang} className={className} onClick={() => rememberLanguage(OTHER_LANGUAGE)}>
      {label}
      {children}
    </a>
  );
}
