import { useId, type ReactNode } from 'react';
import { FieldErrorContext } from 'react-aria-components/FieldError';
import { LabelContext } from 'react-aria-components/Label';
import { TextContext } from 'react-aria-components/Text';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel } from '../TextField/FieldParts';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption<Value extends string = string> {
  value: Value;
  /** What the option reads: one line of plain text (the phone's own list draws it). */
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps<Value extends string = string> {
  /** The visible label, e.g. "Sort By". */
  label: string;
  options: readonly NativeSelectOption<Value>[];
  /** The chosen option's `value` (controlled), with `onChange`. */
  value?: Value;
  /** The starting choice (uncontrolled). */
  defaultValue?: Value;
  onChange?: (value: Value) => void;
  /** A first option with no value, shown while nothing is chosen: "Choose a state". */
  placeholder?: string;
  /** `top` in forms; `side` puts the label before the select, as in a toolbar. */
  labelPosition?: 'top' | 'side';
  description?: ReactNode;
  /** Shown under the select while `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** The form field's name: the chosen `value` is submitted under it, with or without script. */
  name?: string;
  id?: string;
  className?: string;
}

/**
 * Picks one option with the browser's own `<select>`, drawn as the Select's trigger: a phone opens its own picker
 * with no script of ours, so it answers the first tap on a server-rendered page before any code has come, and every
 * screen reader knows it. The options are plain text; where they need icons or more than a line, use Select.
 */
export function NativeSelect<Value extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  labelPosition = 'top',
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  name,
  id,
  className,
}: NativeSelectProps<Value>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const descriptionId = description !== undefined ? `${selectId}-description` : undefined;
  const errorId = isInvalid && errorMessage !== undefined ? `${selectId}-error` : undefined;
  const below = labelPosition === 'side' ? styles.fullRow : undefined;
  return (
    // The field parts are react-aria's label and texts: their contexts give them the select's ids and its validity.
    <LabelContext.Provider value={{ htmlFor: selectId }}>
      <TextContext.Provider value={{ slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }}>
        <FieldErrorContext.Provider value={{ isInvalid: errorId !== undefined, validationErrors: [], validationDetails: VALID }}>
          <div className={cx(styles.field({ labelPosition }), className)}>
            <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
            <div className={styles.box}>
              <select
                id={selectId}
                name={name}
                value={value}
                defaultValue={defaultValue}
                onChange={(event) => onChange?.(event.currentTarget.value as Value)}
                disabled={isDisabled}
                required={isRequired}
                aria-invalid={isInvalid || undefined}
                aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
                data-invalid={isInvalid || undefined}
                data-disabled={isDisabled || undefined}
                className={styles.select}
              >
                {/* Not disabled: the browser would show the first option instead. Required, its empty value is refused. */}
                {placeholder !== undefined && <option value="">{placeholder}</option>}
                {options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.isDisabled}>
                    {option.label}
                  </option>
                ))}
              </select>
              <span className={styles.chevronSlot}>
                <ChevronIcon />
              </span>
            </div>
            {description !== undefined && (
              <div className={below}>
                <FieldDescription>{description}</FieldDescription>
              </div>
            )}
            <FieldErrorText className={below}>{errorMessage}</FieldErrorText>
          </div>
        </FieldErrorContext.Provider>
      </TextContext.Provider>
    </LabelContext.Provider>
  );
}

/** The error's validity is the component's `isInvalid`, not the browser's: nothing in it is read. */
const VALID = {} as ValidityState;

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M5.5 7.75 10 12.25l4.5-4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
