import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { useId } from 'react';
import { productsCopy } from '../../../copy/products';
import { FilterFields, type FilterFieldsProps } from './FilterFields';

export interface FilterSidebarProps extends FilterFieldsProps {
  onReset: () => void;
}

/** The desktop filter panel, left of the grid (from 1024 px: below, the grid would be left two cramped columns beside it, so smaller screens get the 'Filters ☰' overlay instead). */
export function FilterSidebar({ onReset, ...fields }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <Box
      as="aside"
      display="grid"
      alignContent="start"
      gap="6"
      padding="5"
      background="surface"
      border="default"
      borderRadius="lg"
      aria-labelledby={headingId}
    >
      <Box as="h2" id={headingId} fontSize="lg" fontWeight="semibold" color="default">
        {productsCopy.filters.title}
      </Box>
      <FilterFields {...fields} />
      <Button variant="secondary" isFullWidth onPress={onReset}>
        {productsCopy.filters.reset}
      </Button>
    </Box>
  );
}
