import { useListCategoriesQuery, type Category } from '@shop/api-client';
import { useMemo } from 'react';
import { InLanguage, textLanguageOf } from './textLanguage';

/**
 * A category's name as a page shows it: in the page's language where staff translated it, and marked English
 * (`lang="en"`, so a screen reader reads it as English) where they have not. Its English name stays its key in
 * addresses and filters, in every language.
 */
export function CategoryName({ category }: { category: Pick<Category, 'category_name' | 'display_name' | 'untranslated_fields'> }) {
  return <InLanguage lang={textLanguageOf(category, 'name')}>{category.display_name}</InLanguage>;
}

/**
 * The name to show of a category known only by its English name (a product's, a filter's), from the shop's category
 * list every page already holds (the footer's); the English name itself while the list is not there, or for a
 * category it does not hold.
 */
export function CategoryNamed({ name }: { name: string }) {
  const { data: categories } = useListCategoriesQuery({});
  const category = useMemo(() => categories?.find((each) => each.category_name === name), [categories, name]);
  return category ? <CategoryName category={category} /> : name;
}
