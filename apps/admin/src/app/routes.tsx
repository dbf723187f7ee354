import { ClockIcon } from '@shop/ui/Icon';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { shellCopy } from '../copy/shell';

/**
 * THE list of the back-office's sections: the navigation (side rail, phone bar) is built from it, and
 * the router mounts each section's routes under its path, behind the staff guard. A section is listed
 * only once its page exists: there are no placeholder pages.
 *
 * To add one (Orders, Products, Categories), add an entry in the navigation's order:
 *   { id: 'orders', label: shellCopy.sections.orders, path: 'orders', icon: <OrdersIcon />,
 *     routes: [{ index: true, lazy: page(() => import('../pages/OrdersPage/OrdersPage'), 'OrdersPage') },
 *              { path: ':orderId', lazy: page(() => import('../pages/OrderPage/OrderPage'), 'OrderPage') }] },
 * The order wanted: Orders, Products, Categories, Audit log.
 */
export interface Section {
  /** Stable id; the shell marks the section whose path the current page is under. */
  id: string;
  label: string;
  /** Below /admin, one segment: `orders` → /admin/orders and everything under it. */
  path: string;
  /** A line icon from `@shop/ui/Icon`. */
  icon: ReactNode;
  /** The section's pages, relative to its path: its list at `index`, detail pages below. */
  routes: RouteObject[];
}

/** Each page is its own chunk, fetched when it is first opened. */
export function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

export const sections: readonly Section[] = [
  {
    id: 'audit',
    label: shellCopy.sections.audit,
    path: 'audit',
    icon: <ClockIcon />,
    routes: [{ index: true, lazy: page(() => import('../pages/AuditLogPage/AuditLogPage'), 'AuditLogPage') }],
  },
];

/** The section a path is in (its first segment), for the navigation's current entry. */
export function sectionOf(pathname: string): Section | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return sections.find((section) => section.path === first);
}
