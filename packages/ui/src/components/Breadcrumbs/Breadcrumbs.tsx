import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import { cx } from '../../utils/cx';
import { useUiWords } from '../../words/UiWords';
import { breadcrumbsWords } from './breadcrumbsWords';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
  /** The crumbs, from Home to the current page. */
  children: ReactNode;
}

/**
 * The trail from Home to the current page: "Home › Products › Bird Spikes ›
 * Polycarbonate Bird Spikes". A `nav` landmark around an ordered list, the
 * pattern WAI-ARIA's practices give: a trail is a few links that never change
 * while the page is up, so it is plain markup rather than react-aria's
 * Breadcrumbs, whose collection (about 4 KB compressed) drew the trail twice on
 * every page that showed one.
 */
export function Breadcrumbs({ label, className, children }: BreadcrumbsProps) {
  const words = useUiWords('breadcrumbs', breadcrumbsWords);
  return (
    <nav aria-label={label ?? words.label} className={cx(styles.nav, className)}>
      <ol className={styles.list}>{children}</ol>
    </nav>
  );
}

export interface BreadcrumbProps {
  /** Where the crumb goes. The current page, the last crumb, has none. */
  href?: string;
  children: ReactNode;
}

/**
 * One crumb: a link, then a › that screen readers skip (the list already says where one ends). The current page
 * is a disabled link marked `aria-current="page"`: named in the trail, not a Tab stop, and going nowhere.
 */
export function Breadcrumb({ href, children }: BreadcrumbProps) {
  const isCurrent = href === undefined;
  return (
    <li className={styles.item} data-current={isCurrent || undefined}>
      <Link href={href} aria-current={isCurrent ? 'page' : undefined} isDisabled={isCurrent} className={styles.link}>
        {children}
      </Link>
      {!isCurrent && (
        <svg className={styles.separator} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
          <path d="m6 3.5 4.5 4.5L6 12.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </li>
  );
}
