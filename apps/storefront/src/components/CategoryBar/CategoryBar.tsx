import { useListCategoriesQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { NavLink } from 'react-router-dom';
import { onDemand } from '../../shared/onDemand';
import { shellCopy } from '../../copy/shell';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { fullShell } from '../SiteHeader/shellMedia';
import { AllCategoriesButton } from './AllCategoriesButton';
import type { AllCategoriesMenuProps } from './AllCategoriesMenu';
import * as styles from './CategoryBar.css';

// The dropdown (react-aria's menu and popover) is fetched only where the bar shows: phones never need it.
const allCategoriesMenu = onDemand<AllCategoriesMenuProps>(async () => (await import('./AllCategoriesMenu')).AllCategoriesMenu);

const copy = shellCopy.categoryBar;

const pageLinks = [
  { label: copy.home, to: '/' },
  { label: copy.products, to: '/products' },
  { label: copy.gallery, to: '/gallery' },
  { label: copy.blogs, to: '/blogs' },
  { label: copy.about, to: '/about' },
  { label: copy.help, to: '/contact' },
] as const;

/**
 * The header's second row on wider screens: the 'All categories' dropdown (each category to
 * /category/{category_name}) and the main pages. The dropdown waits, disabled, until the
 * categories and its code have loaded.
 */
export function CategoryBar() {
  const { data: categories = [] } = useListCategoriesQuery({});
  const AllCategoriesMenu = allCategoriesMenu.useComponent(useMediaQuery(fullShell));
  return (
    <Box as="nav" borderTop="default" background="surface" className={styles.bar} aria-label={copy.label}>
      <Container display="flex" alignItems="center" gap="6" className={styles.inner}>
        {AllCategoriesMenu && categories.length > 0 ? (
          <AllCategoriesMenu categories={categories} />
        ) : (
          <AllCategoriesButton isDisabled />
        )}
        <Box as="ul" display="flex" alignItems="stretch" alignSelf="stretch" gap="1">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={styles.link}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
