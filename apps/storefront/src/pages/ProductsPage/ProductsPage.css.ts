import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** One column; from 1024 px the filter panel takes a fixed column on the left. */
export const layout = style({
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

// Focused by script after Reset Filters from the empty state; not a control, so no ring.
export const results = style({ outline: 'none' });

/**
 * Phones: 'Filters ☰' and Sort By side by side, the count under them.
 * From 1024 px the overlay button goes (the panel replaces it): count left, Sort By right.
 */
export const toolbar = style({
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"filters sort" "count count"',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"count sort"' } },
});

/** The filter panel's column: from 1024 px only (below, the overlay button in the toolbar stands for it). */
export const sidebarSlot = style({ display: 'none', '@media': { [mediaQueries.lg]: { display: 'block' } } });

export const drawerSlot = style({ gridArea: 'filters', '@media': { [mediaQueries.lg]: { display: 'none' } } });

/** Keeps its line while products load, so nothing below moves when the number arrives. */
export const count = style({ gridArea: 'count', minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})` });

export const sort = style({ gridArea: 'sort', justifySelf: 'end', minWidth: 0 });
