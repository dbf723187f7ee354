// A pure formatter: the shop's money rule, not a second copy of it inside the design system.
import { formatRupees, percentOff, type RupeeNotation } from '@shop/rules/money';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Price.css';
import { useUiWords } from '../../words/UiWords';
import { priceWords } from './priceWords';

export interface PriceProps {
  /** The price the customer pays, in rupees. */
  price: number;
  /** The maximum retail price (M.R.P.), in rupees. Shown struck through only when it is above `price`. */
  maxPrice?: number | null;
  /** `symbol` shows "₹1,29,999"; `rs` shows "Rs.1,29,999/-". */
  notation?: RupeeNotation;
  /** Exact decimals (2 for order totals). By default whole rupees show none, paise show two. */
  fractionDigits?: number;
  /** `sm` for order lines and summaries, `md` for product cards, `lg` for the product page. */
  size?: 'sm' | 'md' | 'lg';
  /** Show the "{n}% off" badge when there is a discount. */
  showPercentOff?: boolean;
  /** Names the current price for screen readers when an M.R.P. is shown next to it. */
  priceLabel?: string;
  /** Names the struck-through price, so screen readers do not read a bare second number. */
  maxPriceLabel?: string;
  /** Show `maxPriceLabel` on screen too ("M.R.P.: ₹1,999"), as on the product dialog. */
  isMaxPriceLabelVisible?: boolean;
  /** Text of the discount badge. */
  formatPercentOff?: (percent: number) => string;
  className?: string;
}

/**
 * A price in rupees with Indian digit grouping, optionally against a
 * struck-through M.R.P. and a percent-off badge. Plain text, no interaction.
 */
export function Price({
  price,
  maxPrice,
  notation = 'symbol',
  fractionDigits,
  size = 'md',
  showPercentOff = true,
  priceLabel: ownPriceLabel,
  maxPriceLabel: ownMaxPriceLabel,
  isMaxPriceLabelVisible = false,
  formatPercentOff: ownFormatPercentOff,
  className,
}: PriceProps) {
  const words = useUiWords('price', priceWords);
  const priceLabel = ownPriceLabel ?? words.price;
  const maxPriceLabel = ownMaxPriceLabel ?? words.maxPrice;
  const formatPercentOff = ownFormatPercentOff ?? words.percentOff;
  const format = (amount: number) => formatRupees(amount, notation, { fractionDigits });
  const hasMaxPrice = maxPrice != null && maxPrice > price;
  const discount = percentOff(price, maxPrice);
  const showBadge = showPercentOff && discount > 0;

  return (
    <span className={cx(styles.price({ size }), className)}>
      <span className={styles.current}>
        {/* Only needed to tell two prices apart; a lone price needs no label. */}
        {hasMaxPrice && <span className={visuallyHidden}>{priceLabel}: </span>}
        {format(price)}
      </span>
      {/* The spaces are not laid out in the flex row; they keep the words apart for screen readers and copy-paste. */}
      {hasMaxPrice && (
        <>
          {' '}
          <span className={styles.original}>
            <span className={isMaxPriceLabelVisible ? undefined : visuallyHidden}>{maxPriceLabel}: </span>
            <s className={styles.struck}>{format(maxPrice)}</s>
          </span>
        </>
      )}
      {showBadge && (
        <>
          {' '}
          <span className={styles.badge}>{formatPercentOff(discount)}</span>
        </>
      )}
    </span>
  );
}
