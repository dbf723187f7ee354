import { useListAdminCategoriesQuery } from '@shop/api-client/admin';
import { Checkbox } from '@shop/ui/Checkbox';
import { CheckboxGroup } from '@shop/ui/CheckboxGroup';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { salesCopy } from '../../copy/sales';

const copy = salesCopy.editor;
/** A shop has a handful of categories: one page holds them all. */
const ALL_CATEGORIES = { page: 1, pageSize: 100 } as const;

/** The categories a sale covers, ticked from the shop's list in its order; hidden ones too, as a sale may wait for them. */
export function CategoryChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES);
  if (categories.isError) return <Text tone="critical">{copy.categoriesFailed}</Text>;
  if (!categories.data) return <Spinner size="sm" label={copy.categoriesLoading} isLabelVisible />;
  return (
    <CheckboxGroup name="category_ids" label={copy.fields.category_ids} orientation="horizontal" value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      {categories.data.items.map((category) => (
        <Checkbox key={category.id} value={String(category.id)}>
          {category.name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
