import { Accordion, AccordionItem } from '@shop/ui/Accordion';
import * as styles from './FaqAccordion.css';
import type { FaqBlock, FaqEntry } from '../../copy/faqEntry';
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
        <AccordionItem key={entry.id} id={entry.id} title={entry.question}>
          <div className={styles.answer}>
            {entry.answer.map((block, index) => (
              <FaqAnswerBlock key={index} block={block} />
            ))}
          </div>
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
    <List className={styles.list}>
      {block.list.map((item, index) => (
        <li key={index} className={styles.listItem}>
          <FaqRichText text={item} />
        </li>
      ))}
    </List>
  );
}
