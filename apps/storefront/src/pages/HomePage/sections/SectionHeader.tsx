import type { ReactNode } from 'react';
import { sectionTitle } from './HomeSection.css';
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
    <div className={styles.header}>
      <div className={styles.text}>
        <h2 id={headingId} className={sectionTitle}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
