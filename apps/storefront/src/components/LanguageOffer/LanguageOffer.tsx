import { SHOP_LANGUAGES } from '@shop/rules/languages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OTHER_LANGUAGE } from '../../shared/language';
import { preferredLanguage, rememberedLanguage } from '../../shared/languageChoice';

// Its code comes only for the few it is offered to.
const LanguageOfferBar = lazy(async () => ({ default: (await import('./LanguageOfferBar')).LanguageOfferBar }));

/**
 * A first visitor whose browser prefers the other language is offered this page in it, never sent there: a link
 * shared in English stays English until they choose. Either answer is remembered, and then nothing is offered again.
 * Decided after hydration, from this browser's preferences and cookie, so the served page is the same for everyone.
 */
export function LanguageOffer() {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (rememberedLanguage() === undefined && preferredLanguage(navigator.languages, SHOP_LANGUAGES) === OTHER_LANGUAGE) setOffered(true);
  }, []);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar onDecline={() => setOffered(false)} />
    </Suspense>
  );
}
