import { Button } from '@shop/ui/Button';
import { languageOfferCopy as copy } from '../../copy/languageOffer';
import { LANGUAGE, OTHER_LANGUAGE } from '../../shared/language';
import { rememberLanguage } from '../../shared/languageChoice';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import * as styles from './LanguageOffer.css';

/** The offer, in the language it offers, at the top of the screen over the page: nothing on the page moves. */
export function LanguageOfferBar({ onDecline }: { onDecline: () => void }) {
  return (
    <aside lang={OTHER_LANGUAGE.hreflang} aria-label={copy.label} className={styles.offer}>
      <p className={styles.message}>{copy.message}</p>
      <LanguageSwitch className={styles.accept} label={copy.accept} />
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          rememberLanguage(LANGUAGE);
          onDecline();
        }}
      >
        {copy.decline}
      </Button>
    </aside>
  );
}
