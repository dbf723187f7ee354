import { useId } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import * as styles from './ProductDetails.css';

export interface ProductDetail {
  /** What is declared: "Net quantity", "Country of origin". */
  term: string;
  /** The declaration as the shopper reads it: "20 pieces", "India". */
  value: string;
}

export interface ProductDetailsProps {
  /** The section's title, e.g. "Product details". */
  heading: string;
  /** The level the page's outline gives the title; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Terms and their values, in the order they are read. */
  details: readonly ProductDetail[];
}

/**
 * A product's declarations (the law's generic name, net quantity, M.R.P., origin, maker, consumer care) as a
 * titled description list: term and value side by side, the values wrapping on a phone. Plain text, so it is
 * whole in the server's first HTML.
 */
export function ProductDetails({ heading, headingLevel = 2, details }: ProductDetailsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={headingLevel} size="md" id={headingId}>
        {heading}
      </Heading>
      <dl className={styles.list}>
        {details.map(({ term, value }) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
