import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { ErrorIcon, fieldStyles } from '../TextField/FieldParts';
import * as styles from './FieldGroup.css';

export interface FieldGroupProps {
  /** What the fields have in common, e.g. "Delivery address" or "Prices". Read before each field's own label. */
  legend: string;
  /** Help for the whole group, e.g. "Prices include GST". */
  description?: ReactNode;
  /** A problem with the group as a whole, e.g. "Sale price must be below the MRP". Shown while set. */
  errorMessage?: ReactNode;
  /** Disables every field inside (a native `fieldset` does this). */
  isDisabled?: boolean;
  /** The fields, often in a FormGrid. */
  children: ReactNode;
  className?: string;
}

/**
 * Related fields under one heading: an address, the prices of a product. A
 * native `fieldset` and `legend`, so screen readers name the group as focus
 * enters it; the description and group error are linked to it.
 */
export function FieldGroup({ legend, description, errorMessage, isDisabled, children, className }: FieldGroupProps) {
  const descriptionId = useId();
  const errorId = useId();
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== false;
  const describedBy = [description !== undefined && descriptionId, hasError && errorId].filter(Boolean).join(' ');
  return (
    <fieldset disabled={isDisabled} aria-describedby={describedBy || undefined} className={cx(styles.group, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {description !== undefined && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={fieldStyles.error}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </p>
      )}
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}
