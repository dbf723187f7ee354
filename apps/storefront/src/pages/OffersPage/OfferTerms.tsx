import { useId } from 'react';
import { Link } from 'react-router-dom';
import { offersCopy } from '../../copy/offers';
import * as styles from './OfferTerms.css';

const copy = offersCopy.terms;

/** 'Good to know': the honest small print of every offer, in plain words. */
export function OfferTerms() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {copy.title}
      </h2>
      <ul className={styles.list}>
        {copy.items.map((item) => (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ))}
        <li className={styles.item}>
          {copy.returns.before}
          <Link className={styles.link} to="/return-policy">
            {copy.returns.link}
          </Link>
          {copy.returns.after}
        </li>
      </ul>
    </section>
  );
}
