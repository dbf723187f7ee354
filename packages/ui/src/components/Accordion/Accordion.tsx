import { createContext, useContext, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import { cx } from '../../utils/cx';
import * as styles from './Accordion.css';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading level an Accordion hands down to its items. */
const HeadingLevelContext = createContext<HeadingLevel>(3);

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'children'> {
  /** Let several items be open at once; by default opening one closes the others. */
  allowsMultipleExpanded?: boolean;
  /** The level of every item's heading, to fit the page outline (an FAQ under an h2 uses 3). */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  className?: string;
}

/**
 * A stack of expandable sections: the home page's 'Frequently Asked
 * Questions'. Thin wrapper over react-aria's DisclosureGroup; items are
 * `AccordionItem`s with an `id` (for `expandedKeys` / `defaultExpandedKeys`).
 */
export function Accordion({ headingLevel = 3, className, children, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} className={cx(styles.accordion, className)}>
      <HeadingLevelContext.Provider value={headingLevel}>{children}</HeadingLevelContext.Provider>
    </DisclosureGroup>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'className' | 'children'> {
  /** The question or section name; the button that opens and closes the panel. */
  title: ReactNode;
  /** Overrides the Accordion's heading level; on its own an item uses 3. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  className?: string;
}

/**
 * One section: a heading holding a button (`aria-expanded`, `aria-controls`)
 * and the panel it shows. Works on its own too, as a single disclosure.
 */
export function AccordionItem({ title, headingLevel, className, children, ...props }: AccordionItemProps) {
  const inheritedLevel = useContext(HeadingLevelContext);
  const level = headingLevel ?? inheritedLevel;
  return (
    <Disclosure {...props} className={cx(styles.item, className)}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
            <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
