import { Accordion, AccordionItem } from '@shop/ui/Accordion';
import { Box } from '@shop/ui/Box';
import * as styles from './FaqAccordion.css';
import type { FaqBlock, FaqEntry } from '../../copy/faqEntry';
import { InLanguage } from '../../shared/textLanguage';
import { FaqRichText } from './FaqRichText';

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** The questions' heading level, to fit the page outline (under an h2 they are h3). */
  headingLevel?: 3 | 4;
  /** On the FAQ page several answers may be open, to compare them; on the home page one at a time. */
  allowsMultipleExpanded?: boolean;
  className?: string;
}

/**
 * Questions that open to their answers: the home page's five and the FAQ page's topics. Both
 * pages render the same entries from src/copy/faq.ts, so an answer is written once.
 */
export function FaqAccordion({ entries, headingLevel = 3, allowsMultipleExpanded = false, className }: FaqAccordionProps) {
  return (
    <Accordion headingLevel={headingLevel} allowsMultipleExpanded={allowsMultipleExpanded} className={className}>
      {entries.map((entry) => (
        <AccordionItem key={entry.id} id={entry.id} title={<InLanguage lang={entry.questionLang}>{entry.question}</InLanguage>}>
          {/* Body text at a reading width (the accordion sets 70ch). */}
          <Box display="grid" gap="3" fontSize="md" lineHeight="body" color="muted" className={styles.answer} lang={entry.answerLang}>
            {entry.answer.map((block, index) => (
              <FaqAnswerBlock key={index} block={block} />
            ))}
          </Box>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

function FaqAnswerBlock({ block }: { block: FaqBlock }) {
  if (typeof block === 'string' || !('list' in block)) {
    return (
      <p>
        <FaqRichText text={block} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <Box as={List} display="grid" gap="1.5" className={styles.list}>
      {block.list.map((item, index) => (
        <li key={index} className={styles.listItem}>
          <FaqRichText text={item} />
        </li>
      ))}
    </Box>
  );
}
