import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { useId } from 'react';
import type { FaqTopic } from '../../components/FaqAccordion';
import { faqCopy } from '../../copy/faq';
import * as styles from './FaqTopicNav.css';
import { InLanguage } from '../../shared/textLanguage';

/** Links to each topic on the page (/faqs#shipping): wrapping chips on phones, a column on wide screens. */
export function FaqTopicNav({ topics }: { topics: readonly FaqTopic[] }) {
  const headingId = useId();
  return (
    <Box as="nav" aria-labelledby={headingId} display="grid" gap="3" className={styles.nav}>
      <Heading level={2} id={headingId} size="xs" tone="muted" className={styles.title}>
        {faqCopy.topicsLabel}
      </Heading>
      <Box as="ul" role="list" className={styles.list}>
        {topics.map((topic) => (
          <li key={topic.id} className={styles.item}>
            <a className={styles.link} href={`#${topic.id}`}>
              <InLanguage lang={topic.titleLang}>{topic.title}</InLanguage>
            </a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
