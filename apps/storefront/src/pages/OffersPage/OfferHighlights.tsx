import { Link } from 'react-router-dom';
import { offersCopy } from '../../copy/offers';
import { PromiseIcon } from '../../components/icons/PromiseIcon';
import * as styles from './OfferHighlights.css';

const copy = offersCopy.highlights;

/** The three standing offers the announcement bar advertises, each with where to read more. */
export function OfferHighlights() {
  return (
    <ul className={styles.list} aria-label={copy.label} role="list">
      {copy.items.map((offer) => (
        <li key={offer.title} className={styles.card}>
          <span className={styles.icon}>
            <PromiseIcon name={offer.icon} />
          </span>
          <h2 className={styles.title}>{offer.title}</h2>
          <p className={styles.text}>{offer.text}</p>
          {/* An in-page anchor is a plain link; the others go through the router. */}
          {offer.link.href.startsWith('#') ? (
            <a className={styles.link} href={offer.link.href}>
              {offer.link.label}
              <span aria-hidden="true">↓</span>
            </a>
          ) : (
            <Link className={styles.link} to={offer.link.href}>
              {offer.link.label}
              <span aria-hidden="true">→</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
