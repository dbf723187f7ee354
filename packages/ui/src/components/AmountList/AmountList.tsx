import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './AmountList.css';

export interface Amount {
  label: ReactNode;
  /** The formatted figure, e.g. `formatRupees(subtotal)`. */
  amount: ReactNode;
}

export interface AmountListProps {
  /** Label and figure rows, in order: subtotal, shipping… */
  rows?: readonly Amount[];
  /** The last row, larger and bold under a rule: what the customer pays. */
  total?: Amount;
  /** A rule above the whole list, for amounts that follow a list of items. */
  isSeparated?: boolean;
  className?: string;
}

/**
 * A summary's amounts: a description list of label and figure rows, ending
 * in an optional total. The cart's and the checkout's summaries.
 */
export function AmountList({ rows = [], total, isSeparated = false, className }: AmountListProps) {
  return (
    <dl className={cx(styles.list, isSeparated && styles.separated, className)}>
      {rows.map((row, index) => (
        <div key={index} className={cx(styles.row, styles.line)}>
          <dt>{row.label}</dt>
          <dd className={styles.amount}>{row.amount}</dd>
        </div>
      ))}
      {total && (
        <div className={cx(styles.line, styles.total, isSeparated && styles.separatedTotal)}>
          <dt>{total.label}</dt>
          <dd className={styles.amount}>{total.amount}</dd>
        </div>
      )}
    </dl>
  );
}
