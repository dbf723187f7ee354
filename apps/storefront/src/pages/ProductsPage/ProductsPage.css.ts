import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageTitle } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const title = pageTitle;

/** One column; from 1024 px the filter panel takes a fixed column on the left. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['8'] },
  },
});

export const results = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  // Focused by script after Reset Filters from the empty state; not a control, so no ring.
  outline: 'none',
  '@media': {
    [mediaQueries.md]: { gap: vars.space['5'] },
  },
});

/**
 * Phones: 'Filters ☰' and Sort By side by side, the count under them.
 * From 1024 px the overlay button goes (the panel replaces it): count left, Sort By right.
 */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"filters sort" "count count"',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"count sort"',
    },
  },
});

export const drawerSlot = style({
  gridArea: 'filters',
  '@media': {
    [mediaQueries.lg]: { display: 'none' },
  },
});

export const count = style({
  gridArea: 'count',
  margin: 0,
  // Keeps its line while products load, so nothing below moves when the number arrives.
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [mediaQueries.lg]: { fontSize: vars.font.size.md },
  },
});

export const sort = style({
  gridArea: 'sort',
  justifySelf: 'end',
  minWidth: 0,
});
