import { Link } from 'react-router-dom';
import { onDemand } from '../../shared/onDemand';
import { shellCopy } from '../../copy/shell';
import { useSession } from '../../features/session';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { AccountIcon } from '@shop/ui/Icon';
import { fullShell } from './shellMedia';
import * as styles from './SiteHeader.css';

// The account menu (react-aria's menu and popover) is fetched only for a signed-in visitor on a screen
// wide enough to show it; the simpler shell has the same links in its side menu.
const accountMenu = onDemand<object>(async () => (await import('./AccountMenu')).AccountMenu);

/**
 * Signed out, the account icon links to /signup; signed in, it opens the account menu. Until the
 * menu's code has arrived the signed-in icon links to /account.
 */
export function AccountControl() {
  const { isSignedIn } = useSession();
  const AccountMenu = accountMenu.useComponent(useMediaQuery(fullShell) && isSignedIn);
  if (isSignedIn && AccountMenu) return <AccountMenu />;
  return (
    <Link
      to={isSignedIn ? '/account' : '/signup'}
      className={styles.iconButton}
      aria-label={isSignedIn ? shellCopy.header.account : shellCopy.header.signUp}
    >
      <AccountIcon size="1.5rem" />
    </Link>
  );
}
