import { LinkButton } from '@shop/ui/LinkButton';
import { useId } from 'react';
import { FaqAccordion } from '../../../components/FaqAccordion';
import { homeFaqEntries } from '../../../copy/faqHome';
import { homeCopy } from '../../../copy/home';
import { cx } from '../../../styles/cx';
import { container } from '../../../styles/layout.css';
import * as sectionStyles from './HomeSection.css';
import * as styles from './HomeFaq.css';

const copy = homeCopy.faq;

/**
 * 'Frequently Asked Questions': the product brief's five, one open at a time. They are the same
 * entries as on /faqs, which this section links to for the rest.
 */
export function HomeFaq() {
  const headingId = useId();
  return (
    <section className={cx(container, styles.layout)} aria-labelledby={headingId}>
      <div className={styles.aside}>
        <h2 id={headingId} className={sectionStyles.sectionTitle}>
          {copy.title}
        </h2>
        <p className={styles.intro}>{copy.intro}</p>
        <LinkButton href="/faqs" variant="secondary">
          {copy.viewAll}
        </LinkButton>
      </div>
      <FaqAccordion entries={homeFaqEntries} headingLevel={3} />
    </section>
  );
}
