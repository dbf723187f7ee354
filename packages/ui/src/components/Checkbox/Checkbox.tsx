import type { ReactNode, RefAttributes } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  Text,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { cx } from '../../utils/cx';
import { FieldErrorText, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The label, e.g. "Bird Spikes". Clicking it toggles the box. */
  children: ReactNode;
  /** Help under the label, e.g. "For pigeons and crows on ledges". */
  description?: ReactNode;
  /**
   * Shown when a standalone checkbox is invalid, e.g. "Please accept the terms".
   * Inside a CheckboxGroup the group shows the error instead.
   */
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/**
 * A checkbox with its label: filters, "Remember me", accepting the terms. A
 * thin wrapper over react-aria's CheckboxField: `isSelected`/`onChange`,
 * `isIndeterminate`, `isRequired`, `name`/`value` pass through. Inside a
 * CheckboxGroup it becomes one option of the group.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={cx(styles.field, className)}>
      <CheckboxButton className={styles.row}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? <DashMark /> : isSelected ? <TickMark /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText className={styles.error}>{errorMessage}</FieldErrorText>
    </CheckboxField>
  );
}

function TickMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DashMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 8h8" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
