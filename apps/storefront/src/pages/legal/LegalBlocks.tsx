import { LegalRichText } from './LegalRichText';
import type { LegalBlock, RichText } from '../../copy/legalDocument';
import * as styles from './LegalPage.css';

// Array.isArray does not narrow a readonly array type, hence the guard.
const isRichText = (block: LegalBlock): block is RichText => typeof block === 'string' || Array.isArray(block);

/** A section's paragraphs, lists and sub-headings, in order. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    if (isRichText(block)) {
      return (
        <p key={index} className={styles.paragraph}>
          <LegalRichText text={block} />
        </p>
      );
    }
    if ('heading' in block) {
      return (
        <h3 key={index} className={styles.subheading}>
          {block.heading}
        </h3>
      );
    }
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index} className={styles.list}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex} className={styles.listItem}>
            <LegalRichText text={item} />
          </li>
        ))}
      </List>
    );
  });
}
