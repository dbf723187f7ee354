import type { ReactNode } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  Collection,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components/Menu';
import { Popover, type PopoverProps } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from '../../utils/cx';
import * as styles from './Menu.css';

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className'> {
  /** Where the menu opens relative to its trigger; it flips when there is no room. */
  placement?: PopoverProps['placement'];
  className?: string;
}

/**
 * A dropdown menu of actions and links, opened by a `MenuTrigger` around a
 * Button: the header's account menu. A thin wrapper over react-aria's Popover + Menu.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={8} className={styles.popover}>
      <AriaMenu {...props} className={cx(styles.menu, className)} />
    </Popover>
  );
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className'> {
  /** A decorative icon before the label. */
  icon?: ReactNode;
  className?: string;
}

/**
 * An item: an action (`onAction`, or the Menu's `onAction` with the item's
 * `id`), or a link when given `href` (routed by react-aria's RouterProvider).
 * `isDisabled` keeps it visible but skipped by the arrow keys.
 */
export function MenuItem<T extends object>({ icon, className, children, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem {...props} textValue={textValue} className={cx(styles.item, className)}>
      {composeRenderProps(children, (content) => (
        <>
          {icon && (
            <span className={styles.itemIcon} aria-hidden="true">
              {icon}
            </span>
          )}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /** A heading for the group, read by screen readers as the group's name. */
  title?: string;
}

/** A group of items, optionally with a heading. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {/* Items given as data (`items` + a render function) need a Collection beside the header. */}
      {typeof children === 'function' ? <Collection items={props.items}>{children}</Collection> : children}
    </AriaMenuSection>
  );
}

/** A line between groups of items, hidden from the arrow keys. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
