import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Link } from 'react-aria-components/Link';
import { Popover } from 'react-aria-components/Popover';
import { mediaQueries } from '../../theme/breakpoints';
import { Button } from '../Button/Button';
import { LogoutIcon, MenuIcon } from '../Icon/icons/shell';
import * as styles from './AdminShell.css';

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
  /**
   * How many sections the bottom bar shows below 1024 px; the rest are listed by its More button. A list at most
   * one longer fits the bar whole, with no More.
   */
  barSectionCount?: number;
  /** The bar's button that lists the sections it has no room for. */
  moreLabel?: string;
  /** The name of the list More opens, read by assistive technology. */
  moreSectionsLabel?: string;
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
 * side listing every section; below, a bar along the bottom of the screen, where a thumb reaches it while
 * the other hand holds a parcel: the first `barSectionCount` sections, then More, which lists the rest in a
 * popover above it. One `nav` in both layouts, so assistive technology finds the same landmark.
 */
export function AdminShell({
  shopName,
  appName,
  homeHref,
  navigation,
  currentId,
  navigationLabel = 'Sections',
  barSectionCount = 4,
  moreLabel = 'More',
  moreSectionsLabel = 'More sections',
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
  // More would stand in for a single section: the bar then shows that section itself.
  const barCount = navigation.length > barSectionCount + 1 ? barSectionCount : navigation.length;
  const moreSections = navigation.slice(barCount);
  const navRef = useRef<HTMLElement>(null);
  // The rail scrolls when the sections outgrow the screen's height: the section shown is brought into it.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);
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
                {signOutLabel}
              </Button>
            )}
          </div>
        )}
      </header>
      {hasNavigation && (
        <nav ref={navRef} aria-label={navigationLabel} className={styles.navigation}>
          <ul className={styles.navList}>
            {navigation.map((item, index) => (
              <li key={item.id} className={styles.navEntry({ inBar: index < barCount })}>
                <Link href={item.href} className={styles.navLink} aria-current={item.id === currentId ? 'page' : undefined}>
                  <span className={styles.navIcon}>{item.icon}</span>
                  <span className={styles.navLabel}>{item.label}</span>
                </Link>
              </li>
            ))}
            {moreSections.length > 0 && (
              <li className={styles.moreEntry}>
                <MoreSections sections={moreSections} currentId={currentId} label={moreLabel} listLabel={moreSectionsLabel} />
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

interface MoreSectionsProps {
  sections: ReadonlyArray<AdminNavItem>;
  currentId: string | undefined;
  label: string;
  listLabel: string;
}

/**
 * The bar's last button and the sections it lists in a popover above it. When the page shown is one of them,
 * More is marked as the current item of the bar (`aria-current`), as a link would be. Choosing a section
 * closes the list; Escape and a press outside close it too, and focus goes back to More.
 */
function MoreSections({ sections, currentId, label, listLabel }: MoreSectionsProps) {
  const [isOpen, setOpen] = useState(false);
  const holdsCurrent = sections.some((section) => section.id === currentId);
  // From 1024 px the rail lists every section and More is gone: a list left open would float by itself.
  useEffect(() => {
    if (!isOpen) return undefined;
    const wide = window.matchMedia(mediaQueries.lg);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [isOpen]);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton className={styles.moreButton} aria-current={holdsCurrent ? 'true' : undefined}>
        <span className={styles.navIcon}>
          <MenuIcon />
        </span>
        <span className={styles.navLabel}>{label}</span>
      </AriaButton>
      <Popover placement="top end" offset={8} className={styles.morePopover}>
        <Dialog aria-label={listLabel} className={styles.moreDialog}>
          <ul className={styles.moreList}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={section.href}
                  className={styles.moreLink}
                  aria-current={section.id === currentId ? 'page' : undefined}
                  onPress={() => setOpen(false)}
                >
                  <span className={styles.moreIcon}>{section.icon}</span>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
