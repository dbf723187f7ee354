import type { ReactNode, RefAttributes } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Price, type PriceProps } from '../Price';
import * as radioStyles from '../RadioGroup/RadioGroup.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './VariantPicker.css';

/** One variant of a product, e.g. "Pack of 20 (6 m)", with its own price and stock. */
export interface ProductVariant {
  /** What `onChange` reports. */
  id: string;
  /** The variant's name, e.g. "Pack of 20 (6 m)". */
  label: string;
  /** The name's language where it is not the page's (an English name on a Hindi page). */
  labelLang?: string | undefined;
  /** What the shopper pays, in rupees. */
  price: number;
  /** The M.R.P. in rupees; shown struck through only when it is above `price`. */
  maxPrice?: number | null;
  /** The stock in words, e.g. "Only 3 left" or "Out of stock". Read with the variant's name and price. */
  stockNote?: string;
  /** Cannot be bought now (out of stock): shown muted and disabled. Say why in `stockNote`. */
  isUnavailable?: boolean;
}

/** Labels at most this long (in characters) fit two cards to a row on a phone. */
const COMPACT_LABEL_LENGTH = 12;

export interface VariantPickerProps
  extends Omit<
      AriaRadioGroupProps,
      'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
    >,
    RefAttributes<HTMLDivElement>,
    Pick<PriceProps, 'priceLabel' | 'maxPriceLabel' | 'formatPercentOff' | 'showPercentOff'> {
  /** The question, shown above the cards, e.g. "Pack size". Names the group for screen readers. */
  label: string;
  /** Help under the label, e.g. "1 spike strip covers 30 cm". */
  description?: ReactNode;
  /** The product's variants, in the order to show them. */
  variants: readonly ProductVariant[];
  /** The chosen variant's `id`; `null` for none yet. */
  value: string | null;
  /** Called with the `id` of the variant chosen. */
  onChange: (id: string) => void;
  /** Shown when the group is invalid, e.g. "Please choose a pack size". */
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/**
 * The product page's choice of variant: a pack size, a length, a colour. Each variant is a radio card with
 * its name, its price (against a struck M.R.P. when that is higher) and a stock note. A variant that cannot
 * be bought stays in view, muted and disabled, and still says why ("Out of stock").
 *
 * A react-aria RadioGroup built from RadioGroup's cards: one Tab stop, the arrow keys move the choice and
 * skip unavailable variants. Every word comes from the props.
 */
export function VariantPicker({
  label,
  description,
  variants,
  value,
  onChange,
  errorMessage,
  priceLabel,
  maxPriceLabel,
  formatPercentOff,
  showPercentOff,
  className,
  ...props
}: VariantPickerProps) {
  const density = variants.every((variant) => variant.label.length <= COMPACT_LABEL_LENGTH) ? 'compact' : 'roomy';
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      onChange={onChange}
      orientation="horizontal"
      className={cx(radioStyles.group, className)}
    >
      {({ isRequired }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {description !== undefined && <FieldDescription>{description}</FieldDescription>}
          <div className={styles.options({ density })}>
            {variants.map((variant) => (
              <AriaRadio
                key={variant.id}
                value={variant.id}
                isDisabled={variant.isUnavailable}
                data-variant="card"
                className={cx(
                  radioStyles.row({ variant: 'card' }),
                  focusRing,
                  styles.card,
                  density === 'compact' && styles.compactCard,
                )}
              >
                <span className={radioStyles.circle} />
                {/* All of it is the radio's name: "Pack of 20 (6 m) Price: ₹1,299 M.R.P.: ₹1,999 35% off Only 3 left". */}
                <span className={styles.content}>
                  <span className={styles.label} lang={variant.labelLang}>
                    {variant.label}
                  </span>{' '}
                  <Price
                    className={styles.price}
                    price={variant.price}
                    maxPrice={variant.maxPrice}
                    size="sm"
                    priceLabel={priceLabel}
                    maxPriceLabel={maxPriceLabel}
                    formatPercentOff={formatPercentOff}
                    // A discount on what cannot be bought is noise; its prices stay, muted.
                    showPercentOff={!variant.isUnavailable && showPercentOff !== false}
                  />
                  {variant.stockNote !== undefined && (
                    <>
                      {' '}
                      <span className={cx(styles.stockNote, variant.isUnavailable && styles.unavailableStockNote)}>
                        {variant.stockNote}
                      </span>
                    </>
                  )}
                </span>
              </AriaRadio>
            ))}
          </div>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaRadioGroup>
  );
}
