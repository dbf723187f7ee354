import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { AmountList, type Amount } from '../AmountList';
import * as styles from './QuoteSummary.css';

export interface QuoteSummaryLine {
  /** What the line is: a product and pack, or the buyer's or the shop's words ("Fitting on the parapet"). */
  item: ReactNode;
  /** A second line under the item, e.g. its HSN/SAC or the unit ("per running metre"). */
  detail?: ReactNode;
  quantity: ReactNode;
  /** Price per unit before GST, formatted by the page; left out while only requested. */
  unitPrice?: ReactNode;
  /** The line's GST, e.g. "18%". */
  gst?: ReactNode;
  /** quantity × unit price, before GST. */
  amount?: ReactNode;
}

export interface QuoteSummaryProps {
  /** The table's name, read first ("Your request", "Quotation, revision 2"). */
  caption: ReactNode;
  /** Column headings. Without `unitPrice`, `gst` and `amount` the table shows what was asked for: item and quantity. */
  headings: { item: ReactNode; quantity: ReactNode; unitPrice?: ReactNode; gst?: ReactNode; amount?: ReactNode };
  lines: readonly QuoteSummaryLine[];
  /** Subtotal and GST rows, and the total, once priced. */
  totals?: { rows: readonly Amount[]; total: Amount };
  /** How long the prices hold ("Valid until 15 December 2026"), or that they no longer do. */
  validity?: ReactNode;
  /** The validity has passed: it is shown as a warning, not as a promise. */
  isExpired?: boolean;
  className?: string;
}

/**
 * A quote's lines and totals: a real table (caption, column headings, each row headed by its item) so a screen
 * reader says "Bird spikes, Quantity, 40" along a row; then the amounts as AmountList, and how long it holds.
 * The figures come formatted; nothing is interactive but the table's box, which scrolls.
 */
export function QuoteSummary({ caption, headings, lines, totals, validity, isExpired = false, className }: QuoteSummaryProps) {
  const priced = headings.unitPrice !== undefined;
  const captionId = useId();
  return (
    <div className={cx(styles.summary, className)}>
      {/* A phone scrolls the table sideways: the box takes the keyboard's focus too, named by the caption. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headerCell}>
                {headings.item}
              </th>
              <th scope="col" className={cx(styles.headerCell, styles.figure)}>
                {headings.quantity}
              </th>
              {priced && (
                <>
                  <th scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.unitPrice}
                  </th>
                  <th scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.gst}
                  </th>
                  <th scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.amount}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className={styles.itemCell}>
                  {line.item}
                  {line.detail !== undefined && <span className={styles.detail}>{line.detail}</span>}
                </th>
                <td className={cx(styles.cell, styles.figure)}>{line.quantity}</td>
                {priced && (
                  <>
                    <td className={cx(styles.cell, styles.figure)}>{line.unitPrice}</td>
                    <td className={cx(styles.cell, styles.figure)}>{line.gst}</td>
                    <td className={cx(styles.cell, styles.figure)}>{line.amount}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totals && <AmountList rows={totals.rows} total={totals.total} isSeparated />}
      {validity !== undefined && <p className={cx(styles.validity, isExpired && styles.expired)}>{validity}</p>}
    </div>
  );
}
