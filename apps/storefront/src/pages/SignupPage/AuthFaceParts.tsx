import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import * as styles from './AuthFace.css';

/** A face's title (its form's name) and the line under it. */
export function AuthFaceHeader({ titleId, title, subtitle }: { titleId: string; title: string; subtitle: string }) {
  return (
    <Box display="grid" gap="1">
      <Heading level={2} size="2xl" id={titleId}>
        {title}
      </Heading>
      <Text size="sm" tone="muted">
        {subtitle}
      </Text>
    </Box>
  );
}

/** The face's last line, under a rule: the way to the other face. */
export function AuthFaceFooter({ children }: { children: ReactNode }) {
  return (
    <Inline as="p" align="center" gap="1" paddingTop="4" borderTop="default" fontSize="sm" color="muted" className={styles.footer}>
      {children}
    </Inline>
  );
}
