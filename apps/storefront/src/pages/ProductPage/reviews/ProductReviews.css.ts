import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const section = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlockStart: vars.space['8'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

/** The heading and 'Add Review' on one line; the button wraps under it on narrow phones. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

/** Summary above the list on phones; from 1024 px a column of its own on the left. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '20rem minmax(0, 1fr)', gap: vars.space['10'] },
  },
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const average = style({
  margin: 0,
  fontSize: '2.75rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const averageDetail = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const basedOn = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const breakdown = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const breakdownRow = style({
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr) 2rem',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const breakdownStars = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({
  display: 'block',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.pressed,
});

/** Saffron, as the stars are. */
export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.bg.accent,
});

export const breakdownCount = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const listBlock = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Plain reviews between dividers. */
export const listItem = style({
  paddingBlock: vars.space['5'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
  },
});

export const showMore = style({ justifySelf: 'start' });

export const message = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  color: vars.color.text.muted,
});

globalStyle(`${message} p`, { margin: 0 });
