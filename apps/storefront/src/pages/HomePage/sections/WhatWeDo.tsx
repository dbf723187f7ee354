import { LinkButton } from '@shop/ui/LinkButton';
import { useId } from 'react';
import { homeCopy } from '../../../copy/home';
import { cx } from '../../../styles/cx';
import { container } from '../../../styles/layout.css';
import * as sectionStyles from './HomeSection.css';
import * as styles from './WhatWeDo.css';

const copy = homeCopy.whatWeDo;

/** 'What we do?': the company in two paragraphs and four points, beside a picture of an installation. */
export function WhatWeDo() {
  const headingId = useId();
  return (
    <section className={cx(container, sectionStyles.section)} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <img
          className={styles.image}
          src="/images/about/what-we-do.svg"
          alt={copy.imageAlt}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.text}>
          <h2 id={headingId} className={sectionStyles.sectionTitle}>
            {copy.title}
          </h2>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <ul className={styles.points} role="list">
            {copy.points.map((point) => (
              <li key={point} className={styles.point}>
                <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="m5 10.5 3.2 3L15 6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
          <LinkButton href="/about" variant="secondary" className={styles.cta}>
            {copy.learnMore}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
