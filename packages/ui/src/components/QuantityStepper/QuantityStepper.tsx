import { useState, type RefAttributes } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField,
  type NumberFieldProps,
} from 'react-aria-components/NumberField';
import { cx } from '../../utils/cx';
import { MinusIcon, PlusIcon } from '../NumberField/StepIcons';
import { FieldLabel } from '../TextField/FieldParts';
import * as styles from './QuantityStepper.css';
import { useUiWords } from '../../words/UiWords';
import { quantityStepperWords } from './quantityStepperWords';

/** Whole numbers only: typed fractions are rounded and the result is shown without decimals. */
const wholeNumbers: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

export interface QuantityStepperProps
  extends Omit<
      NumberFieldProps,
      | 'children'
      | 'className'
      | 'style'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'step'
      | 'formatOptions'
      | 'aria-label'
    >,
    RefAttributes<HTMLDivElement> {
  /** The quantity (controlled). */
  value?: number;
  /** The starting quantity (uncontrolled). */
  defaultValue?: number;
  /** Called with each new whole number from 1 to `maxValue`. */
  onChange?: (quantity: number) => void;
  /** The most that can be ordered, e.g. the stock or a per-order limit. */
  maxValue?: number;
  /** The accessible name, also used in the buttons' names ("Decrease Quantity"). */
  label?: string;
  /** Show `label` above the stepper instead of only naming it. */
  isLabelVisible?: boolean;
  /** `md` (44 px) on the product page and phones; `sm` (36 px) in dense cart tables. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A compact − / + stepper for how many of a product to buy: whole numbers from
 * 1 to `maxValue`. Built on react-aria's NumberField (step 1, minimum 1, no
 * decimals), so typing works too and 0, fractions or an empty box are
 * corrected when the customer leaves it.
 */
export function QuantityStepper({
  value,
  defaultValue = 1,
  onChange,
  maxValue = 99,
  label: ownLabel,
  isLabelVisible = false,
  size = 'md',
  className,
  ...props
}: QuantityStepperProps) {
  const words = useUiWords('quantityStepper', quantityStepperWords);
  const label = ownLabel ?? words.label;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const quantity = value ?? uncontrolled;

  return (
    <NumberField
      {...props}
      aria-label={isLabelVisible ? undefined : label}
      value={quantity}
      onChange={(next) => {
        // An emptied box commits NaN: keep the last quantity rather than none.
        if (Number.isNaN(next)) return;
        setUncontrolled(next);
        onChange?.(next);
      }}
      minValue={1}
      maxValue={maxValue}
      step={1}
      formatOptions={wholeNumbers}
      className={cx(styles.root, className)}
    >
      {isLabelVisible && <FieldLabel>{label}</FieldLabel>}
      <Group className={styles.group({ size })}>
        <Button slot="decrement" className={styles.stepButton({ size })}>
          <MinusIcon />
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepButton({ size })}>
          <PlusIcon />
        </Button>
      </Group>
    </NumberField>
  );
}
