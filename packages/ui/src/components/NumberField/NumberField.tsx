import type { ReactNode, Ref, RefAttributes } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './NumberField.css';
import { MinusIcon, PlusIcon } from './StepIcons';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Area to cover (sq. ft)". */
  label: string;
  description?: ReactNode;
  /** Shown when the field is invalid; without it, the browser's own message. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** The `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A number with − / + buttons. A thin wrapper over react-aria's NumberField:
 * `minValue`, `maxValue`, `step`, `formatOptions` (currency, units, percent),
 * `value`/`onChange` pass through. Arrow keys step, Home/End jump to the
 * limits; typed text is parsed, clamped and formatted on blur.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  isRequired,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} isRequired={isRequired} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
        <Button slot="decrement" className={styles.stepButton}>
          <MinusIcon />
        </Button>
        <Button slot="increment" className={styles.stepButton}>
          <PlusIcon />
        </Button>
      </Group>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}
