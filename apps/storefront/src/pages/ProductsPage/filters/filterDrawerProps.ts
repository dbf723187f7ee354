import type { FilterFieldsProps } from './FilterFields';

/**
 * What the phone's filter button passes to its overlay, which loads on demand: here, so the button and the
 * overlay each import it and neither imports the other's module for its types.
 */
export interface FilterDrawerProps extends Omit<FilterFieldsProps, 'categories'> {
  onReset: () => void;
  /** How many products the current filters leave, for the overlay's main button. */
  resultCount: number | undefined;
}

export interface FilterDrawerPanelProps extends FilterDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}
