import { useListAdminCategoriesQuery } from '@shop/api-client/admin';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { choicesCopy } from '../../copy/choices';

/** The editor's words for it (a sale's, a coupon's, the return settings'): its label under the field's server name. */
export interface CategoryChoiceWords<Name extends string> {
  fields: Record<Name, string>;
}

/** A shop has a handful of categories: one page holds them all. */
const ALL_CATEGORIES = { page: 1, pageSize: 100 } as const;

/**
 * Categories ticked from the shop's list in its order (a sale's, a coupon's, the non-returnable ones), named as the
 * server names the field (`category_ids`) so its message shows under it. Hidden ones are offered too, as what is
 * chosen may wait for them to show.
 */
export function CategoryChoice<Name extends string>({
  name,
  value,
  onChange,
  words,
  description,
}: {
  name: Name;
  value: number[];
  onChange: (ids: number[]) => void;
  words: CategoryChoiceWords<Name>;
  description?: string;
}) {
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES);
  if (categories.isError) return <Text tone="critical">{choicesCopy.categoriesFailed}</Text>;
  if (!categories.data) return <Spinner size="sm" label={choicesCopy.categoriesLoading} isLabelVisible />;
  return (
    <CheckboxGroup name={name} label={words.fields[name]} description={description} orientation="horizontal" value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      {categories.data.items.map((category) => (
        <Checkbox key={category.id} value={String(category.id)}>
          {category.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
