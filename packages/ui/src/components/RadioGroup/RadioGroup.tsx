import { createContext, type ReactNode, type RefAttributes } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './RadioGroup.css';

export type RadioVariant = 'plain' | 'card';

/** Lets each Radio draw itself as the group's variant. */
export const RadioVariantContext = createContext<RadioVariant>('plain');

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The question, e.g. "Delivery address". Names the group for screen readers. */
  label: string;
  description?: ReactNode;
  /** Shown when the group is invalid, e.g. "Please select a delivery address". */
  errorMessage?: FieldErrorMessage;
  /**
   * `plain`: a circle and a label per option. `card`: each option is a
   * bordered card that can hold rich content (an address, a delivery speed with its price).
   */
  variant?: RadioVariant;
  /** `horizontal` wraps plain options onto lines and lays cards out in columns. */
  orientation?: 'vertical' | 'horizontal';
  /** `Radio` elements, each with a `value`. */
  children: ReactNode;
  className?: string;
}

/**
 * One choice out of a few, all visible: a delivery address, a delivery speed,
 * a payment method. A thin wrapper over react-aria's RadioGroup: one Tab stop,
 * arrow keys move the choice; `value`/`onChange` pass through.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'plain',
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={cx(styles.group, className)}>
      {({ isRequired }) => (
        <RadioVariantContext.Provider value={variant}>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {description !== undefined && <FieldDescription>{description}</FieldDescription>}
          <div className={styles.options({ variant, orientation })}>{children}</div>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </RadioVariantContext.Provider>
      )}
    </AriaRadioGroup>
  );
}
