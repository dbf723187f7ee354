import { Box } from '@shop/ui/Box';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { HomeSectionTitle } from './HomeSectionTitle';
import * as styles from './SectionHeader.css';

export interface SectionHeaderProps {
  /** The h2's id, for the section or carousel it names. */
  headingId: string;
  title: string;
  intro?: string;
  /** A link beside the title on wide screens, under it on phones ('View All Products'). */
  action?: ReactNode;
}

/** The heading every home section opens with: its h2, a line on what it holds, and a way on. */
export function SectionHeader({ headingId, title, intro, action }: SectionHeaderProps) {
  return (
    <Box display="grid" gridTemplateColumns={{ md: 'main-auto' }} gap={{ mobile: '3', md: '6' }} alignItems="flex-end">
      <Stack gap="1.5" className={styles.text}>
        <HomeSectionTitle id={headingId}>{title}</HomeSectionTitle>
        {intro && (
          <Text leading="body" tone="muted">
            {intro}
          </Text>
        )}
      </Stack>
      {action && <div className={styles.action}>{action}</div>}
    </Box>
  );
}
