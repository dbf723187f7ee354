import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import * as styles from './KeyFacts.css';

const copy = aboutCopy.facts;

/**
 * Four facts at a glance. A description list, so each figure is read with what it means
 * (label first for screen readers; the figure is drawn above it).
 */
export function KeyFacts() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHidden}>
        {copy.title}
      </h2>
      <dl className={styles.facts}>
        {copy.items.map((fact) => (
          <div key={fact.value} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
