import { useId } from 'react';
import { productCopy } from '../../../copy/product';
import { CheckIcon } from '../productIcons';
import * as styles from './ProductSummary.css';

/** The product's highlight bullets (bullet_one to bullet_five) under their heading. */
export function Highlights({ bullets }: { bullets: readonly string[] }) {
  const headingId = useId();
  if (bullets.length === 0) return null;
  return (
    <section className={styles.highlights} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {productCopy.highlights}
      </h2>
      <ul className={styles.highlightList} role="list">
        {bullets.map((bullet) => (
          <li key={bullet} className={styles.highlight}>
            <CheckIcon className={styles.highlightIcon} />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
