import { Button } from '@shop/ui/Button';
import { Drawer } from '@shop/ui/Drawer';
import { Dialog } from '@shop/ui/Modal';
import { memo, useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { OVERLAY_CATEGORIES } from '../listing/productFilters';
import type { FilterDrawerPanelProps } from './filterDrawerProps';
import { FilterFields, type FilterFieldsProps } from './FilterFields';

const copy = productsCopy.filters;

/** What 'Filters ☰' opens: the overlay from the left with the filters, Reset Filters and the results button. */
export function FilterDrawerPanel({ isOpen, onOpenChange, onReset, resultCount, ...fields }: FilterDrawerPanelProps) {
  return (
    // Filters apply behind it and never move to another page: the page stays inert until it has slid away.
    <Drawer placement="left" isOpen={isOpen} onOpenChange={onOpenChange} freesPageOnceGone>
      <Dialog
        title={copy.title}
        closeLabel={copy.close}
        footer={
          <>
            <Button variant="secondary" onPress={onReset}>
              {copy.reset}
            </Button>
            {resultCount !== undefined && <Button slot="close">{copy.showResults(resultCount)}</Button>}
          </>
        }
      >
        <OverlayFields {...fields} />
      </Dialog>
    </Drawer>
  );
}

/**
 * The overlay's categories are fixed (product brief §9). A category chosen elsewhere (a shared
 * link, the desktop panel before a resize) is listed after them, so it can be seen and unticked;
 * the list is taken when the overlay opens, so unticking it does not make it vanish under the finger.
 * Drawn again only when the filters or their counts change: a tap on Close renders the overlay with the same ones,
 * and its checkboxes and price slider were most of the work that tap waited for.
 */
const OverlayFields = memo(function OverlayFields(props: Omit<FilterFieldsProps, 'categories'>) {
  const [categories] = useState(() => [
    ...OVERLAY_CATEGORIES,
    ...props.filters.categories.filter((name) => !(OVERLAY_CATEGORIES as readonly string[]).includes(name)),
  ]);
  return <FilterFields {...props} categories={categories} />;
});
