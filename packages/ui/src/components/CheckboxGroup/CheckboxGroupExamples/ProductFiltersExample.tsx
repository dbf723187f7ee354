import { useState } from 'react';
import { visuallyHidden } from '../../../styles/visuallyHidden.css';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import * as styles from './ProductFiltersExample.css';

const categories = [
  { value: 'bird-spikes', label: 'Bird Spikes', count: 14 },
  { value: 'bird-nets', label: 'Bird Nets', count: 6 },
  { value: 'accessories', label: 'Accessories', count: 9 },
];
const materials = [
  { value: 'plastic', label: 'Plastic' },
  { value: 'stainless-steel', label: 'Stainless Steel' },
];
const ratings = [4, 3, 2, 1];

interface FilterValues {
  categories: string[];
  materials: string[];
  ratings: string[];
}

const noFilters: FilterValues = { categories: [], materials: [], ratings: [] };

/**
 * The products page's filter panel, as the storefront will build it from
 * CheckboxGroup and Checkbox. Stories only.
 */
export function ProductFiltersExample({ initial = noFilters }: { initial?: FilterValues }) {
  const [filters, update] = useState<FilterValues>(initial);
  const chosen = filters.categories.length + filters.materials.length + filters.ratings.length;

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Filters</h2>
      <CheckboxGroup
        label="Categories"
        value={filters.categories}
        onChange={(next) => update({ ...filters, categories: next })}
      >
        {categories.map(({ value, label, count }) => (
          <Checkbox key={value} value={value}>
            {label} <span className={styles.count}>({count})</span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup label="Material" value={filters.materials} onChange={(next) => update({ ...filters, materials: next })}>
        {materials.map(({ value, label }) => (
          <Checkbox key={value} value={value}>
            {label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup label="Customer rating" value={filters.ratings} onChange={(next) => update({ ...filters, ratings: next })}>
        {ratings.map((stars) => (
          <Checkbox key={stars} value={String(stars)}>
            {stars}
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
            <span className={visuallyHidden}> stars</span> &amp; above
          </Checkbox>
        ))}
      </CheckboxGroup>
      <p className={styles.summary} role="status">
        {chosen === 0 ? 'No filters applied' : `${chosen} ${chosen === 1 ? 'filter' : 'filters'} applied`}
      </p>
      <Button variant="secondary" onPress={() => update(noFilters)}>
        Reset Filters
      </Button>
    </div>
  );
}
