import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@shop/ui/Menu';
import { Button } from 'react-aria-components/Button';
import { shellCopy } from '../../copy/shell';
import { useSignOut } from '../../features/session';
import { AccountIcon, LogoutIcon, OrdersIcon, SettingsIcon } from '@shop/ui/Icon';
import * as styles from './SiteHeader.css';

const copy = shellCopy.accountMenu;

/**
 * The signed-in account icon: a menu with a disabled 'Welcome Back', 'Manage Account', 'Your Orders'
 * and Logout. It opens on press (click, tap, Enter, Space, ↓) rather than on hover as the earlier
 * shop's did, so touch and keyboard users can open it too.
 */
export function AccountMenu() {
  const signOut = useSignOut();
  return (
    <MenuTrigger>
      <Button className={styles.iconButton} aria-label={shellCopy.header.account}>
        <AccountIcon size="1.5rem" />
      </Button>
      <Menu onAction={(key) => key === 'logout' && void signOut()}>
        <MenuItem id="welcome" isDisabled>
          {copy.welcome}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="account" href="/account" icon={<SettingsIcon />}>
          {copy.manageAccount}
        </MenuItem>
        <MenuItem id="orders" href="/orders" icon={<OrdersIcon />}>
          {copy.orders}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogoutIcon />}>
          {copy.logout}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
