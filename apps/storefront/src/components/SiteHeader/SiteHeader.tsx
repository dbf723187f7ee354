import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { HeartIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { Link } from 'react-router-dom';
import { shellCopy } from '../../copy/shell';
import { ProfileSync } from '../../features/session';
import { cx } from '@shop/ui/cx';
import { CategoryBar } from '../CategoryBar/CategoryBar';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { onFirstUse } from '../../shared/deferredPart';
import { SideDrawer } from '../SideDrawer/SideDrawer';
import { AccountControl } from './AccountControl';
import { CartLink } from './CartLink';
import * as styles from './SiteHeader.css';

const copy = shellCopy.header;

// The search field's code (react-aria's SearchField with the text field and form validation under it, about
// 4 KB compressed) comes when a shopper points at, touches or tabs to it, or first presses Tab.
const HeaderSearch = onFirstUse(async () => (await import('./HeaderSearch')).HeaderSearch);

/**
 * The top of every page: the side-menu button, the logo (home), the search form, the other language, and the account,
 * wishlist and cart icons; on wider screens the category bar below. At 768 px or less the simpler
 * header: the language, the account icon and the category bar are left out (the side menu has their links).
 * Its profile call runs when it mounts (see ProfileSync).
 */
export function SiteHeader() {
  return (
    <Box as="header" background="surface" borderBottom="default" boxShadow="sm" className={styles.header}>
      <ProfileSync />
      <Container display="flex" flexWrap="wrap" alignItems="center" rowGap="2" className={styles.bar}>
        <SideDrawer triggerClassName={cx(styles.iconButton, styles.edgeStart)} />
        <Link to="/" className={styles.brand}>
          <img className={styles.logo} src="/images/logo.svg" alt={copy.logoAlt} width={140} height={40} />
        </Link>
        <HeaderSearch className={styles.search} />
        <Inline as="ul" gap="1" wrap={false} className={styles.edgeEnd} aria-label={copy.shortcuts}>
          <li className={styles.desktopOnly}>
            <LanguageSwitch className={styles.languageSwitch} />
          </li>
          <li className={styles.desktopOnly}>
            <AccountControl />
          </li>
          <li>
            <Link to="/wishlist" className={styles.iconButton} aria-label={copy.wishlist}>
              <HeartIcon size="1.5rem" />
            </Link>
          </li>
          <li>
            <CartLink />
          </li>
        </Inline>
      </Container>
      <CategoryBar />
    </Box>
  );
}
