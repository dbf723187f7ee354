import type { ReactNode } from 'react';
import { FieldError, type ValidationResult } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { cx } from '../../../utils/cx';
import * as styles from './FieldParts.css';

/**
 * The parts every field shares, each filled in by the react-aria field around
 * it (ids, `htmlFor`, `aria-describedby`). Used by TextField, TextArea,
 * NumberField, Select and the other form controls; not exported by the package.
 */

export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  /** `span` for the label of a group (radio, checkbox), which is not a form control's `<label>`. */
  elementType?: 'label' | 'span';
  id?: string;
  className?: string;
}

/** The visible label. A required field shows a red "*"; the input itself tells screen readers "required". */
export function FieldLabel({ children, isRequired = false, elementType, id, className }: FieldLabelProps) {
  return (
    <Label elementType={elementType} id={id} className={className ?? styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under the control, linked to it with `aria-describedby`. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error under an invalid control: the `errorMessage` given, else the
 * browser's own validation message. Renders nothing while the field is valid.
 */
export function FieldErrorText({ children, className }: { children?: FieldErrorMessage; className?: string }) {
  return (
    <FieldError className={cx(styles.error, className)}>
      {(validation) => (
        <>
          <ErrorIcon />
          <span>{(typeof children === 'function' ? children(validation) : children) ?? validation.validationErrors.join(' ')}</span>
        </>
      )}
    </FieldError>
  );
}

export function ErrorIcon() {
  return (
    <svg className={styles.messageIcon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      />
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg className={styles.messageIcon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.8a.75.75 0 0 0-1.1-1l-3.4 3.7-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.15 2.15a.75.75 0 0 0 1.08-.02l3.93-4.29Z"
      />
    </svg>
  );
}
