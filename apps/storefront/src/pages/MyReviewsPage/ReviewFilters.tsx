import { Box } from '@shop/ui/Box';
import { SearchField } from '@shop/ui/SearchField';
import { Select, SelectItem } from '@shop/ui/Select';
import { reviewsCopy } from '../../copy/reviews';
import type { ReviewStatusFilter } from '../../features/reviews/reviewFilters';
import * as styles from './MyReviewsPage.css';

const copy = reviewsCopy.mine;
const statuses: ReviewStatusFilter[] = ['all', 'published', 'pending', 'rejected', 'draft'];

export interface ReviewFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: ReviewStatusFilter;
  onStatusChange: (status: ReviewStatusFilter) => void;
}

/** The search box ('Search your reviews...') and the status filter; both narrow the list as they change. */
export function ReviewFilters({ search, onSearchChange, status, onStatusChange }: ReviewFiltersProps) {
  return (
    <Box display="grid" gap={{ mobile: '3', md: '5' }} alignItems="center" padding="4" borderRadius="lg" border="default" background="surface" className={styles.filters}>
      <SearchField
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        submitLabel={copy.searchSubmit}
        clearLabel={copy.searchClear}
        collapse="never"
        value={search}
        onChange={onSearchChange}
        // The list follows every keystroke; Enter has nothing more to do.
        onSubmit={() => undefined}
        className={styles.search}
      />
      <Select
        label={copy.filterLabel}
        labelPosition="side"
        selectedKey={status}
        onSelectionChange={(key) => onStatusChange(key as ReviewStatusFilter)}
        className={styles.status}
      >
        {statuses.map((value) => (
          <SelectItem key={value} id={value}>
            {copy.filters[value]}
          </SelectItem>
        ))}
      </Select>
    </Box>
  );
}
