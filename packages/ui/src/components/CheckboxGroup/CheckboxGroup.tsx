import type { ReactNode, RefAttributes } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'>,
    RefAttributes<HTMLDivElement> {
  /** The question or filter name, e.g. "Categories". Names the group for screen readers. */
  label: string;
  description?: ReactNode;
  /** Shown when the group is invalid, e.g. "Choose at least one area". */
  errorMessage?: FieldErrorMessage;
  /** `vertical` lists (filters); `horizontal` wraps short options onto lines. */
  orientation?: 'vertical' | 'horizontal';
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  className?: string;
}

/**
 * Several checkboxes that answer one question, such as the product filters
 * (categories, materials, ratings). A thin wrapper over react-aria's
 * CheckboxGroup: `value` is the list of checked values, `onChange` gets the new list.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={cx(styles.group, className)}>
      {({ isRequired }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {description !== undefined && <FieldDescription>{description}</FieldDescription>}
          <div className={styles.options({ orientation })}>{children}</div>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </AriaCheckboxGroup>
  );
}
