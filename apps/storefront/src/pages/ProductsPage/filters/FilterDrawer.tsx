import { Button } from '@shop/ui/Button';
import { Drawer } from '@shop/ui/Drawer';
import { Dialog, DialogTrigger } from '@shop/ui/Modal';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useState } from 'react';
import { productsCopy } from '../../../copy/products';
import { countActiveFilters, OVERLAY_CATEGORIES } from '../listing/productFilters';
import { FilterFields, type FilterFieldsProps } from './FilterFields';
import * as styles from './filters.css';

const copy = productsCopy.filters;

type OverlayFieldsProps = Omit<FilterFieldsProps, 'categories'>;

export interface FilterDrawerProps extends OverlayFieldsProps {
  onReset: () => void;
  /** How many products the current filters leave, for the overlay's main button. */
  resultCount: number | undefined;
}

/**
 * Small screens: the 'Filters ☰' button and the slide-in overlay with the same filters,
 * a Close button (the ✕) and Reset Filters. Filters apply at once, behind the overlay;
 * its main button closes it on the results. Focus returns to 'Filters ☰' on close.
 */
export function FilterDrawer({ onReset, resultCount, ...fields }: FilterDrawerProps) {
  const active = countActiveFilters(fields.filters);
  return (
    <DialogTrigger>
      <Button variant="secondary">
        {copy.open}
        <span aria-hidden="true">{copy.openIcon}</span>
        {active > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{active}</span>
            <span className={visuallyHidden}> {copy.activeCount(active)}</span>
          </span>
        )}
      </Button>
      <Drawer placement="left">
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
    </DialogTrigger>
  );
}

/**
 * The overlay's categories are fixed (specification §9). A category chosen elsewhere (a shared
 * link, the desktop panel before a resize) is listed after them, so it can be seen and unticked;
 * the list is taken when the overlay opens, so unticking it does not make it vanish under the finger.
 */
function OverlayFields(props: OverlayFieldsProps) {
  const [categories] = useState(() => [
    ...OVERLAY_CATEGORIES,
    ...props.filters.categories.filter((name) => !(OVERLAY_CATEGORIES as readonly string[]).includes(name)),
  ]);
  return <FilterFields {...props} categories={categories} />;
}
