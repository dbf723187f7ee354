import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Text } from '@shop/ui/Text';
import { cx } from '@shop/ui/cx';
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
        <Text key={index} size="md" tone="default" className={styles.reading}>
          <LegalRichText text={block} />
        </Text>
      );
    }
    if ('heading' in block) {
      return (
        <Heading key={index} level={3} size="lg" weight="semibold" className={styles.subheading}>
          {block.heading}
        </Heading>
      );
    }
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <Box as={List} key={index} display="grid" gap="2" fontSize="md" color="default" className={cx(styles.reading, styles.list)}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex} className={styles.listItem}>
            <LegalRichText text={item} />
          </li>
        ))}
      </Box>
    );
  });
}
