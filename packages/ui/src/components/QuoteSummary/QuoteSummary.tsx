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
 * A priced table in a narrow box (a phone) stacks each line under its item with the column's name before each
 * figure; the elements keep their roles, so it reads as the same table. The figures come formatted.
 */
export function QuoteSummary({ caption, headings, lines, totals, validity, isExpired = false, className }: QuoteSummaryProps) {
  const priced = headings.unitPrice !== undefined;
  const captionId = useId();
  const figure = (label: ReactNode, value: ReactNode) => (
    <td role="cell" className={cx(styles.cell, styles.figure)}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span>{value}</span>
    </td>
  );
  return (
    <div className={cx(styles.summary, className)}>
      <div className={styles.frame}>
        {/* Explicit roles: the narrow layout displays these elements as blocks, which would otherwise drop them. */}
        <table role="table" aria-labelledby={captionId} className={cx(styles.table, priced && styles.stacked)}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col" className={styles.headerCell}>
                {headings.item}
              </th>
              <th role="columnheader" scope="col" className={cx(styles.headerCell, styles.figure)}>
                {headings.quantity}
              </th>
              {priced && (
                <>
                  <th role="columnheader" scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.unitPrice}
                  </th>
                  <th role="columnheader" scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.gst}
                  </th>
                  <th role="columnheader" scope="col" className={cx(styles.headerCell, styles.figure)}>
                    {headings.amount}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {lines.map((line, index) => (
              <tr key={index} role="row">
                <th role="rowheader" scope="row" className={styles.itemCell}>
                  {line.item}
                  {line.detail !== undefined && <span className={styles.detail}>{line.detail}</span>}
                </th>
                {figure(headings.quantity, line.quantity)}
                {priced && (
                  <>
                    {figure(headings.unitPrice, line.unitPrice)}
                    {figure(headings.gst, line.gst)}
                    {figure(headings.amount, line.amount)}
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
