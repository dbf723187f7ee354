import type { Category } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productsCopy } from '../../copy/products';
import * as styles from './CategoryPage.css';
import { CategoryName } from '../../shared/CategoryName';

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
    <Box as="nav" display="grid" gap="3" paddingTop="6" borderTop="default" aria-labelledby={headingId}>
      <Box as="h2" id={headingId} fontSize="lg" fontWeight="semibold" color="default">
        {productsCopy.category.otherCategories}
      </Box>
      <Box as="ul" display="flex" flexWrap="wrap" gap="2" role="list">
        {others.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category.category_name)} className={styles.chip}>
              <CategoryName category={category} />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
