import { Menu as AriaMenu } from 'react-aria-components/Menu';
import * as layout from '../../../storybook/storyLayout.css';
import { MenuItem, MenuSection, MenuSeparator } from '../Menu';
import * as styles from '../Menu.css';
import { LogoutIcon, OrdersIcon, SettingsIcon } from './icons';

/**
 * The menu's panel drawn in place (react-aria's Menu also works without a
 * popover), so both layouts can be reviewed side by side. Stories only.
 */
export function MenuMatrix() {
  return (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="menu-account">
        <header className={layout.cardHeader}>
          <h2 id="menu-account" className={layout.cardTitle}>
            Account menu
          </h2>
          <p className={layout.cardDescription}>A disabled greeting, two links, one action, with separators.</p>
        </header>
        <div className={styles.popover} style={{ maxWidth: '16rem' }}>
          <AriaMenu aria-label="Account" className={styles.menu}>
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
          </AriaMenu>
        </div>
      </section>
      <section className={layout.card} aria-labelledby="menu-sections">
        <header className={layout.cardHeader}>
          <h2 id="menu-sections" className={layout.cardTitle}>
            Sections
          </h2>
          <p className={layout.cardDescription}>Groups with headings, for longer menus such as "All categories".</p>
        </header>
        <div className={styles.popover} style={{ maxWidth: '16rem' }}>
          <AriaMenu aria-label="All categories" className={styles.menu}>
            <MenuSection title="Bird control">
              <MenuItem href="/category/bird-spikes">Bird Spikes</MenuItem>
              <MenuItem href="/category/bird-nets">Bird Nets</MenuItem>
            </MenuSection>
            <MenuSeparator />
            <MenuSection title="Monkey control">
              <MenuItem href="/category/monkey-spikes">Monkey Spikes</MenuItem>
              <MenuItem href="/category/accessories">Accessories</MenuItem>
            </MenuSection>
          </AriaMenu>
        </div>
      </section>
    </div>
  );
}
