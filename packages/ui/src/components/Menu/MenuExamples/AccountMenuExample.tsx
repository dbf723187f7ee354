import type { Key } from 'react-aria-components/Menu';
import { MenuTrigger } from 'react-aria-components/Menu';
import { Button } from '../../Button';
import { Menu, MenuItem, MenuSeparator, type MenuProps } from '../Menu';
import { AccountIcon, LogoutIcon, OrdersIcon, SettingsIcon } from './icons';

export interface AccountMenuExampleProps {
  onAction?: (key: Key) => void;
  defaultOpen?: boolean;
  placement?: MenuProps<object>['placement'];
}

/**
 * The header's account dropdown when signed in: a disabled 'Welcome Back'
 * line, two links and Logout. Story-only composition of the real parts.
 */
export function AccountMenuExample({ onAction, defaultOpen, placement }: AccountMenuExampleProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="ghost" aria-label="Account">
        <AccountIcon />
      </Button>
      <Menu onAction={onAction} placement={placement}>
        <MenuItem id="welcome" isDisabled>
          Welcome Back
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="account" href="/account" icon={<SettingsIcon />}>
          Manage Account
        </MenuItem>
        <MenuItem id="orders" href="/orders" icon={<OrdersIcon />}>
          Your Orders
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogoutIcon />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
