import { useListCategoriesQuery } from '@shop/api-client';
import { NavLink } from 'react-router-dom';
import { onDemand } from '../../shared/onDemand';
import { shellCopy } from '../../copy/shell';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
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
  const { data: categories = [] } = useListCategoriesQuery();
  const AllCategoriesMenu = allCategoriesMenu.useComponent(useMediaQuery(fullShell));
  return (
    <nav className={styles.bar} aria-label={copy.label}>
      <div className={cx(container, styles.inner)}>
        {AllCategoriesMenu && categories.length > 0 ? (
          <AllCategoriesMenu categories={categories} />
        ) : (
          <AllCategoriesButton isDisabled />
        )}
        <ul className={styles.links}>
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={styles.link}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
