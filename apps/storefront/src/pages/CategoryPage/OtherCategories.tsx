import type { Category } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productsCopy } from '../../copy/products';
import * as styles from './CategoryPage.css';

export interface OtherCategoriesProps {
  categories: readonly Category[];
  /** The category on screen, left out of the list. */
  currentId?: number;
}

/** Links to the other categories, so a shopper can move along without the menu. */
export function OtherCategories({ categories, currentId }: OtherCategoriesProps) {
  const headingId = useId();
  const others = categories.filter((category) => category.id !== currentId);
  if (others.length === 0) return null;
  return (
    <nav className={styles.others} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.othersTitle}>
        {productsCopy.category.otherCategories}
      </h2>
      <ul className={styles.othersList} role="list">
        {others.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category.category_name)} className={styles.chip}>
              {category.category_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
