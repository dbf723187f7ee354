import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FormGrid.css';

export interface FormGridProps {
  /** The fields, each a field component or a `FormGridItem`. */
  children: ReactNode;
  /** Columns from a tablet up (600 px); phones always get one. `3` reaches three columns from 1024 px. */
  columns?: 2 | 3;
  className?: string;
}

/**
 * Fields in a responsive grid: one column on phones, two (or three) from a
 * tablet up, in reading order, so Tab goes through them as they are seen.
 */
export function FormGrid({ children, columns = 2, className }: FormGridProps) {
  return <div className={cx(styles.grid({ columns }), className)}>{children}</div>;
}

export interface FormGridItemProps {
  children: ReactNode;
  /** `full` takes the whole row: a street address, a description, a row of buttons. */
  span?: 'auto' | 'full';
  className?: string;
}

/** One cell of a FormGrid, for a field that needs the whole row. */
export function FormGridItem({ children, span = 'auto', className }: FormGridItemProps) {
  return <div className={cx(styles.item({ span }), className)}>{children}</div>;
}
