import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Summary above the list on phones; from 1024 px a column of its own on the left. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: '20rem minmax(0, 1fr)', gap: vars.space['10'] } },
});

/** The average in display figures, larger than any type token: the summary's one number. */
export const average = style({ fontSize: '2.75rem', lineHeight: 1, fontVariantNumeric: 'tabular-nums' });

/** Stars, bar, count: the bars line up whatever the counts. */
export const breakdownRow = style({ gridTemplateColumns: '2.25rem minmax(0, 1fr) 2rem' });

export const bar = style({ display: 'block', height: '0.5rem', background: vars.color.bg.pressed });

/** Saffron, as the stars are. */
export const barFill = style({ display: 'block', height: '100%', borderRadius: 'inherit', background: vars.color.bg.accent });

/** Plain reviews between dividers. */
export const listItem = style({
  paddingBlock: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
});

export const nowrap = style({ whiteSpace: 'nowrap' });
