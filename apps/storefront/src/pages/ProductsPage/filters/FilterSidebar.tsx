import { Button } from '@shop/ui/Button';
import { useId } from 'react';
import { productsCopy } from '../../../copy/products';
import { FilterFields, type FilterFieldsProps } from './FilterFields';
import * as styles from './filters.css';

export interface FilterSidebarProps extends FilterFieldsProps {
  onReset: () => void;
}

/** The desktop filter panel, left of the grid (shown from 1024 px; see filters.css.ts). */
export function FilterSidebar({ onReset, ...fields }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sidebarTitle}>
        {productsCopy.filters.title}
      </h2>
      <FilterFields {...fields} />
      <Button variant="secondary" isFullWidth onPress={onReset}>
        {productsCopy.filters.reset}
      </Button>
    </aside>
  );
}
