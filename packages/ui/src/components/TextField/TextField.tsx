import type { ReactNode, Ref, RefAttributes } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldErrorMessage } from './FieldParts';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Full Name". Always shown: a placeholder is not a label. */
  label: string;
  /** Help text under the input, e.g. "We send the order updates here". */
  description?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, `validate`, or the browser's
   * checks such as `isRequired`, `type="email"`). Without it the browser's own message is shown.
   */
  errorMessage?: FieldErrorMessage;
  /** An example of the expected format, e.g. "name@example.com". Never the only hint. */
  placeholder?: string;
  /** The `<input>` element, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A single-line text input with its label, help text and error message. A thin
 * wrapper over react-aria's TextField: `type`, `name`, `autoComplete`,
 * `inputMode`, `isRequired`, `validate`, `value`/`onChange` … pass through.
 * Errors show after the form is submitted (native validation) or at once with `isInvalid`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} isRequired={isRequired} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.control} />
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
