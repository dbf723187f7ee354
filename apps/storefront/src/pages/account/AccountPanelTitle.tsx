import { Heading } from '@shop/ui/Heading';
import type { ReactNode } from 'react';
import * as styles from './AccountPageFrame.css';

/** The h2 of an account panel (a form, a note, Logout). */
export function AccountPanelTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading level={2} size="xl" id={id} className={styles.panelTitle}>
      {children}
    </Heading>
  );
}
