import type { ReactNode, Ref, RefAttributes } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'pattern'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Message". */
  label: string;
  /** Help text under the box, e.g. "Tell us the size of the area to cover". */
  description?: ReactNode;
  /** Shown when the field is invalid; without it, the browser's own message. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines of text before it scrolls. The customer can drag it taller. */
  rows?: number;
  /** The `<textarea>` element. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * Multi-line text: an enquiry, a complaint, a review. Same label, help and
 * error parts as TextField; a thin wrapper over react-aria's TextField with a TextArea.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  textAreaRef,
  className,
  isRequired,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} isRequired={isRequired} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        className={styles.textArea}
      />
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
