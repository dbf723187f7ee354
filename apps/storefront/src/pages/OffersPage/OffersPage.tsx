import { LinkButton } from '@shop/ui/LinkButton';
import { useId } from 'react';
import { offersCopy } from '../../copy/offers';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { FlashSale } from './FlashSale';
import { OfferHighlights } from './OfferHighlights';
import { OfferTerms } from './OfferTerms';
import * as styles from './OffersPage.css';

/**
 * /offers, 'Offers & Promotions': the three offers the announcement bar advertises, the flash
 * sale's most discounted products, the terms in plain words, and a way to ask us.
 */
export function OffersPage() {
  const helpId = useId();
  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{offersCopy.title}</h1>
        <p className={styles.intro}>{offersCopy.intro}</p>
      </header>
      <OfferHighlights />
      <FlashSale />
      <OfferTerms />
      <section className={styles.help} aria-labelledby={helpId}>
        <div className={styles.helpText}>
          <h2 id={helpId} className={styles.helpTitle}>
            {offersCopy.help.title}
          </h2>
          <p className={styles.helpBody}>{offersCopy.help.text}</p>
        </div>
        <LinkButton href="/contact">{offersCopy.help.action}</LinkButton>
      </section>
    </div>
  );
}
