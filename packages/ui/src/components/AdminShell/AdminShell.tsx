import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { MenuTrigger } from 'react-aria-components/Menu';
import { Button } from '../Button/Button';
import { LogoutIcon, MenuIcon } from '../Icon/icons/shell';
import { Menu, MenuItem } from '../Menu/Menu';
import * as styles from './AdminShell.css';

/** Sections a phone's bottom bar shows before the rest go under More: five targets of 4.5rem fit 360 px. */
const PHONE_BAR_SECTIONS = 4;

/** One entry of the back-office's navigation. */
export interface AdminNavItem {
  /** Stable id, e.g. `'orders'`; `currentId` names the entry of the page shown. */
  id: string;
  label: string;
  /** Where it goes, e.g. `/orders` (a path inside the app; the app's router resolves it). */
  href: string;
  /** A line icon from `@shop/ui/Icon`, decorative: the label names the link. */
  icon: ReactNode;
}

export interface AdminShellProps {
  /** The shop's name, first in the header: "BirdShield India". */
  shopName: string;
  /** What this app is, after the name: "Back-office". */
  appName: string;
  /** The header's name links here (the app's home). */
  homeHref: string;
  /** The sections staff move between; the side rail from 1024 px, a bottom bar on phones and tablets. */
  navigation: ReadonlyArray<AdminNavItem>;
  /** The section of the page shown; its link is marked `aria-current="page"`. */
  currentId?: string;
  /** The navigation landmark's name. */
  navigationLabel?: string;
  /** The phone bar's last button, which opens a menu of the sections that do not fit beside it. */
  moreLabel?: string;
  /**
   * The signed-in staff member, shown in the header beside Sign out; leave out on the sign-in page. Their
   * role, in words ("Owner"), is a tag under the name at every width; the e-mail follows it from 768 px.
   */
  staff?: { name: string; email?: string; role?: string };
  /** Shows Sign out in the header (also while the staff member's name is still loading). */
  onSignOut?: () => void;
  /** Sign out has been pressed and the server is ending the session. */
  isSigningOut?: boolean;
  signOutLabel?: string;
  /** The skip link's text; it jumps to `main`. */
  skipLinkLabel?: string;
  /** The `main` element: the shell moves focus into it after a navigation (useRouteChangeFocus). */
  mainRef?: Ref<HTMLElement>;
  mainId?: string;
  /** Live regions and toasts that belong to the shell, rendered after `main`. */
  regions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every back-office page: a header with the shop's name and the signed-in staff member
 * with Sign out, the navigation and the page in `main`. From 1024 px the navigation is a rail at the
 * side; below, a bar along the bottom of the screen, where a thumb reaches it while the other hand
 * holds a parcel: its first four sections, then More, a menu of the rest, when there are six or more.
 * One `nav` in both layouts, so assistive technology finds the same landmark.
 */
export function AdminShell({
  shopName,
  appName,
  homeHref,
  navigation,
  currentId,
  navigationLabel = 'Sections',
  moreLabel = 'More',
  staff,
  onSignOut,
  isSigningOut = false,
  signOutLabel = 'Sign out',
  skipLinkLabel = 'Skip to content',
  mainRef,
  mainId = 'main',
  regions,
  children,
}: AdminShellProps) {
  const hasNavigation = navigation.length > 0;
  // On a phone, sections past the first few are listed under More (the rail shows them all); a sixth
  // section alone would not need a menu, so More appears only when it saves two places or more.
  const underMore = navigation.length > PHONE_BAR_SECTIONS + 1 ? navigation.slice(PHONE_BAR_SECTIONS) : [];
  const isCurrentUnderMore = underMore.some((item) => item.id === currentId);
  return (
    <div className={styles.shell({ navigation: hasNavigation })}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <Link href={homeHref} className={styles.brand}>
          <span className={styles.shopName}>{shopName}</span>
          <span className={styles.appName}>{appName}</span>
        </Link>
        {(staff || onSignOut) && (
          <div className={styles.account}>
            {staff && (
              <p className={styles.staff}>
                <span className={styles.staffName} title={staff.name}>
                  {staff.name}
                </span>
                {(staff.role || staff.email) && (
                  <span className={styles.staffDetails}>
                    {staff.role && <span className={styles.staffRole}>{staff.role}</span>}
                    {staff.email && <span className={styles.staffEmail}>{staff.email}</span>}
                  </span>
                )}
              </p>
            )}
            {onSignOut && (
              <Button variant="secondary" size="sm" onPress={onSignOut} isPending={isSigningOut} pendingLabel={`${signOutLabel}…`}>
                <LogoutIcon />
                {/* Only the icon on a phone, to leave the shop's name and the staff member's room; still its name. */}
                <span className={styles.signOutLabel}>{signOutLabel}</span>
              </Button>
            )}
          </div>
        )}
      </header>
      {hasNavigation && (
        <nav aria-label={navigationLabel} className={styles.navigation}>
          <ul className={styles.navList}>
            {navigation.map((item, index) => (
              <li key={item.id} className={styles.navEntry({ underMore: underMore.length > 0 && index >= PHONE_BAR_SECTIONS })}>
                <Link href={item.href} className={styles.navLink} aria-current={item.id === currentId ? 'page' : undefined}>
                  <span className={styles.navIcon}>{item.icon}</span>
                  <span className={styles.navLabel}>{item.label}</span>
                </Link>
              </li>
            ))}
            {underMore.length > 0 && (
              <li className={styles.moreEntry}>
                <MenuTrigger>
                  {/* Marked like the section shown when that section is one of the menu's. */}
                  <AriaButton className={styles.navLink} data-current={isCurrentUnderMore || undefined}>
                    <span className={styles.navIcon}>
                      <MenuIcon />
                    </span>
                    <span className={styles.navLabel}>{moreLabel}</span>
                  </AriaButton>
                  <Menu placement="top end" aria-label={moreLabel}>
                    {underMore.map((item) => (
                      <MenuItem key={item.id} id={item.id} href={item.href} icon={item.icon} textValue={item.label} aria-current={item.id === currentId ? 'page' : undefined}>
                        {item.label}
                      </MenuItem>
                    ))}
                  </Menu>
                </MenuTrigger>
              </li>
            )}
          </ul>
        </nav>
      )}
      <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {regions}
    </div>
  );
}
