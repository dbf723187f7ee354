import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './PriceTiers.css';

export interface PriceTier {
  /** From how many units the price applies, as the page words it ("10+ packs"). */
  quantity: ReactNode;
  /** The price of one unit from that quantity, formatted by the page. */
  price: ReactNode;
  /** How much below the regular price that is ("8% off"). */
  saving: ReactNode;
}

export interface PriceTiersProps {
  /** The table's name, shown above it and read first ("Buy more, pay less"). */
  caption: ReactNode;
  /** The three column headings, in order: quantity, price per unit, saving. */
  headings: { quantity: ReactNode; price: ReactNode; saving: ReactNode };
  /** Lowest quantity first. */
  tiers: readonly PriceTier[];
  className?: string;
}

/**
 * Prices by quantity: a real table with a caption and column headings, each row headed by its quantity, so a
 * screen reader says "10+ packs, Price per pack, ₹1,517" as it moves along a row. Nothing is interactive.
 */
export function PriceTiers({ caption, headings, tiers, className }: PriceTiersProps) {
  return (
    <table className={cx(styles.table, className)}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {headings.quantity}
          </th>
          <th scope="col" className={styles.headerCell}>
            {headings.price}
          </th>
          <th scope="col" className={styles.headerCell}>
            {headings.saving}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={index}>
            <th scope="row" className={styles.cell}>
              {tier.quantity}
            </th>
            <td className={styles.cell}>{tier.price}</td>
            <td className={cx(styles.cell, styles.saving)}>{tier.saving}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
