import { useId } from 'react';
import { aboutCopy } from '../../copy/about';
import * as styles from './WhoWeAre.css';

const copy = aboutCopy.whoWeAre;

/**
 * 'Who we Are ?': the company text beside the workshop picture (above it on phones), and the
 * kinds of places the spikes protect.
 */
export function WhoWeAre() {
  const headingId = useId();
  const placesId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {copy.title}
      </h2>
      {/* In view as the page opens on a desktop, so not lazy; its box is reserved by width and height. */}
      <img className={styles.image} src="/images/about/who-we-are.svg" alt={copy.imageAlt} width={1200} height={800} decoding="async" />
      <div className={styles.body}>
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <h3 id={placesId} className={styles.placesTitle}>
          {copy.placesTitle}
        </h3>
        <ul className={styles.places} aria-labelledby={placesId} role="list">
          {copy.places.map((place) => (
            <li key={place} className={styles.place}>
              {place}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
