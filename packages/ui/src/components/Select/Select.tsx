import type { ReactNode, RefAttributes } from 'react';
import { ListBox, ListBoxItem, type ListBoxItemProps } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../TextField/FieldParts';
import * as styles from './Select.css';

export interface SelectProps<T extends object = object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'className' | 'style' | 'selectionMode'>,
    RefAttributes<HTMLDivElement> {
  /** The visible label, e.g. "Sort By". */
  label: string;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** `top` in forms; `side` puts the label before the button, as in a toolbar. */
  labelPosition?: 'top' | 'side';
  /** Options as data; `children` then renders each one. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/**
 * Picks one option from a list that opens over the page: "Sort By", a state in
 * the address form. A thin wrapper over react-aria's Select: `value` (the
 * chosen option's id) and `onChange` pass through. It opens with a click,
 * Enter, Space or the arrow keys; typing a letter jumps to an option.
 */
export function Select<T extends object = object>({
  label,
  description,
  errorMessage,
  labelPosition = 'top',
  items,
  children,
  className,
  isRequired,
  ...props
}: SelectProps<T>) {
  const below = labelPosition === 'side' ? styles.fullRow : undefined;
  return (
    <AriaSelect {...props} isRequired={isRequired} className={cx(styles.field({ labelPosition }), className)}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronIcon />
      </Button>
      {description !== undefined && (
        <div className={below}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
      <FieldErrorText className={below}>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T extends object = object> extends Omit<ListBoxItemProps<T>, 'className' | 'children'> {
  /** The option's text. */
  children: string;
  className?: string;
}

/** One option of a Select. Give it an `id`: that is the `value` the Select reports. */
export function SelectItem<T extends object = object>({ children, className, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem {...props} textValue={children} className={cx(styles.item, className)}>
      {({ isSelected }) => (
        <>
          <span className={styles.check}>{isSelected && <CheckIcon />}</span>
          {children}
        </>
      )}
    </ListBoxItem>
  );
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M5.5 7.75 10 12.25l4.5-4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M4.5 10.5l3.5 3.5 7.5-8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
