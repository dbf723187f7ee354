import { useId } from 'react';
import type { FaqTopic } from '../../components/FaqAccordion';
import { faqCopy } from '../../copy/faq';
import * as styles from './FaqTopicNav.css';

/** Links to each topic on the page (/faqs#shipping): wrapping chips on phones, a column on wide screens. */
export function FaqTopicNav({ topics }: { topics: readonly FaqTopic[] }) {
  const headingId = useId();
  return (
    <nav className={styles.nav} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {faqCopy.topicsLabel}
      </h2>
      <ul className={styles.list} role="list">
        {topics.map((topic) => (
          <li key={topic.id} className={styles.item}>
            <a className={styles.link} href={`#${topic.id}`}>
              {topic.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
