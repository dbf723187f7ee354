import { useId } from 'react';
import { FaqAccordion, type FaqTopic } from '../../components/FaqAccordion';
import { faqCopy } from '../../copy/faq';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { FaqContact } from './FaqContact';
import * as styles from './FaqsPage.css';
import { FaqTopicNav } from './FaqTopicNav';

/**
 * /faqs: every question, grouped by topic, with links to the topics at the top (beside the
 * questions from 1024 px, where they stay in view) and a way to ask us at the end. The home page's
 * five questions are among them, as the same entries.
 */
export function FaqsPage() {
  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{faqCopy.title}</h1>
        <p className={styles.intro}>{faqCopy.intro}</p>
      </header>
      <div className={styles.layout}>
        <FaqTopicNav topics={faqCopy.topics} />
        <div className={styles.body}>
          {faqCopy.topics.map((topic) => (
            <FaqTopicSection key={topic.id} topic={topic} />
          ))}
          <FaqContact />
        </div>
      </div>
    </div>
  );
}

/** One topic: its heading and its questions; several answers may be open at once, to compare them. */
function FaqTopicSection({ topic }: { topic: FaqTopic }) {
  const headingId = useId();
  return (
    <section id={topic.id} className={styles.topic} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.topicTitle}>
        {topic.title}
      </h2>
      <FaqAccordion entries={topic.entries} headingLevel={3} allowsMultipleExpanded />
    </section>
  );
}
