import { Select, SelectItem } from '@shop/ui/Select';
import { productsCopy } from '../../copy/products';
import { isSortKey, SORT_KEYS, type SortKey } from '@shop/rules/listing';

export interface SortSelectProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
  className?: string;
}

/** 'Sort By': Default, Name (A–Z), Price (Low to High), Price (High to Low). */
export function SortSelect({ value, onChange, className }: SortSelectProps) {
  return (
    <Select
      label={productsCopy.sortBy}
      labelPosition="side"
      value={value}
      onChange={(key) => {
        if (typeof key === 'string' && isSortKey(key)) onChange(key);
      }}
      className={className}
    >
      {SORT_KEYS.map((key) => (
        <SelectItem key={key} id={key}>
          {productsCopy.sortOptions[key]}
        </SelectItem>
      ))}
    </Select>
  );
}
