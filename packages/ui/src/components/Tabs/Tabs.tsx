import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { cx } from '../../utils/cx';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/**
 * Sections of one page shown one at a time: 'Description' / 'Technical
 * Specifications' on a product. Arrow keys move between tabs; with
 * `keyboardActivation="manual"` they only move focus and Enter or Space selects.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

export interface TabListProps<T> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs. Give it an `aria-label` naming what the tabs are about, e.g. "Product details". */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export function Tab({ className, onFocus, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={cx(styles.tab, className)}
      onFocus={(event) => {
        // In a row that scrolls sideways (phones), bring the tab the arrows moved to into view.
        event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        onFocus?.(event);
      }}
    />
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

/** The content for the tab with the same `id`; named by that tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(styles.tabPanel, className)} />;
}
