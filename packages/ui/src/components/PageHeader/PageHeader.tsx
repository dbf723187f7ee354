import type { ElementType, ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line or two of introduction under the title, muted, held to 60 characters a line. */
  intro?: ReactNode;
  /** Buttons or links for the whole page ("Add address"); beside the title from 768 px, under it on phones. */
  actions?: ReactNode;
  /** A Breadcrumbs trail, shown above the title. */
  breadcrumbs?: ReactNode;
  /** Id for the h1, so the page's landmark can be labelled by it. */
  titleId?: string;
  /** `div` (default) or `header` when it sits inside `main` or an `article`. */
  as?: ElementType;
  className?: string;
}

/**
 * The head of a content page: breadcrumbs, its h1, a line of introduction,
 * optional page actions, and a rule under them all.
 */
export function PageHeader({ title, intro, actions, breadcrumbs, titleId, as = 'div', className }: PageHeaderProps) {
  const heading = (
    <Heading level={1} id={titleId}>
      {title}
    </Heading>
  );
  return (
    <Box as={as} display="grid" gap="2" paddingBottom="4" borderBottom="default" className={className}>
      {breadcrumbs}
      {actions ? (
        <div className={styles.titleRow}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {intro && (
        <Text tone="muted" leading="body" measure="intro">
          {intro}
        </Text>
      )}
    </Box>
  );
}
