import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useState } from 'react';
import { onDemand } from '../../../shared/onDemand';
import { warmNumberFormatting } from '../../../shared/warmNumberFormatting';
import { productsCopy } from '../../../copy/products';
import { countActiveFilters } from '../listing/productFilters';
import type { FilterDrawerPanelProps, FilterDrawerProps } from './filterDrawerProps';
import * as styles from './filters.css';

const copy = productsCopy.filters;

// The overlay's code (react-aria's modal and dialog, about 25 KB compressed) comes when 'Filters ☰' is
// hovered, focused or pressed, not with the page. Hence no DialogTrigger here: it would bring it along. While it
// comes, the price slider's number data is loaded.
const panel = onDemand<FilterDrawerPanelProps>(async () => {
  const code = import('./FilterDrawerPanel');
  warmNumberFormatting();
  return (await code).FilterDrawerPanel;
});

/**
 * Small screens: the 'Filters ☰' button and the slide-in overlay with the same filters,
 * a Close button (the ✕) and Reset Filters. Filters apply at once, behind the overlay;
 * its main button closes it on the results. Focus returns to 'Filters ☰' on close.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const [isOpen, setOpen] = useState(false);
  const Panel = panel.useOverlay(isOpen, () => setOpen(false));
  const active = countActiveFilters(props.filters);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
        onHoverStart={panel.preload}
        onFocus={panel.preload}
      >
        {copy.open}
        <span aria-hidden="true">{copy.openIcon}</span>
        {active > 0 && (
          <Box
            as="span"
            paddingX="1"
            marginLeft="1"
            borderRadius="pill"
            background="brand"
            color="inverse"
            fontSize="xs"
            fontWeight="bold"
            className={styles.badge}
          >
            <span aria-hidden="true">{active}</span>
            <span className={visuallyHidden}> {copy.activeCount(active)}</span>
          </Box>
        )}
      </Button>
      {Panel && <Panel {...props} isOpen={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
