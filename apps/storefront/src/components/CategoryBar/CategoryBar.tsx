import { useListCategoriesQuery } from '@shop/api-client';
import { Menu, MenuItem, MenuTrigger } from '@shop/ui/Menu';
import { Button } from 'react-aria-components/Button';
import { NavLink } from 'react-router-dom';
import { categoryPath } from '../../app/shopPaths';
import { shellCopy } from '../../copy/shell';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { CategoriesIcon, ChevronDownIcon } from '../icons/shellIcons';
import * as styles from './CategoryBar.css';

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
 * categories have loaded.
 */
export function CategoryBar() {
  const { data: categories = [] } = useListCategoriesQuery();
  return (
    <nav className={styles.bar} aria-label={copy.label}>
      <div className={cx(container, styles.inner)}>
        <MenuTrigger>
          <Button className={styles.allCategories} isDisabled={categories.length === 0}>
            <CategoriesIcon className={styles.buttonIcon} />
            {copy.allCategories}
            <ChevronDownIcon className={styles.buttonIcon} />
          </Button>
          <Menu placement="bottom start" items={categories}>
            {(category) => (
              <MenuItem id={category.id} href={categoryPath(category.category_name)}>
                {category.category_name}
              </MenuItem>
            )}
          </Menu>
        </MenuTrigger>
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
