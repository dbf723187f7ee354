import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components/Breadcrumbs';
import { cx } from '../../utils/cx';
import { useUiWords } from '../../words/UiWords';
import { breadcrumbsWords } from './breadcrumbsWords';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps<T> extends Omit<AriaBreadcrumbsProps<T>, 'className' | 'aria-label'> {
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
}

/**
 * The trail from Home to the current page: "Home › Products › Bird Spikes ›
 * Polycarbonate Bird Spikes". A `nav` landmark around react-aria's Breadcrumbs;
 * the last crumb is the current page (`aria-current="page"`, not a link).
 */
export function Breadcrumbs<T extends object>({ label, className, ...props }: BreadcrumbsProps<T>) {
  const words = useUiWords('breadcrumbs', breadcrumbsWords);
  const name = label ?? words.label;
  return (
    <nav aria-label={name} className={cx(styles.nav, className)}>
      <AriaBreadcrumbs {...props} aria-label={name} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children' | 'className'> {
  /** Where the crumb goes; the current page (the last crumb) needs none. */
  href?: string;
  children: ReactNode;
}

/** One crumb: a link, then a › that screen readers skip (the list already says where one ends). */
export function Breadcrumb({ href, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <Link href={href} className={styles.link}>
            {children}
          </Link>
          {!isCurrent && (
            <svg className={styles.separator} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
              <path d="m6 3.5 4.5 4.5L6 12.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </>
      )}
    </AriaBreadcrumb>
  );
}
