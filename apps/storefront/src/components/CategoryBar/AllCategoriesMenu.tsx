import type { Category } from '@shop/api-client';
import { categoryPath } from '@shop/rules';
import { Menu, MenuItem, MenuTrigger } from '@shop/ui/Menu';
import { AllCategoriesButton } from './AllCategoriesButton';
import { CategoryName } from '../../shared/CategoryName';

export interface AllCategoriesMenuProps {
  categories: Category[];
}

/** The 'All categories' dropdown: each category to /category/{category_name}. */
export function AllCategoriesMenu({ categories }: AllCategoriesMenuProps) {
  return (
    <MenuTrigger>
      <AllCategoriesButton />
      <Menu placement="bottom start" items={categories}>
        {(category) => (
          <MenuItem id={category.id} href={categoryPath(category.category_name)} textValue={category.display_name}>
            <CategoryName category={category} />
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
