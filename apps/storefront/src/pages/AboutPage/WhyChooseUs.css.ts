import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { surface } from '../../styles/layout.css';

export const section = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'] },
  },
});

export const intro = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '44rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const lead = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

/** Stacked on phones, three side by side from 1024 px. */
export const reasons = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

/** The icon beside the reason's title, the text under both. */
export const reason = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  alignContent: 'start',
  columnGap: vars.space['4'],
  rowGap: vars.space['3'],
  padding: vars.space['5'],
  ...surface,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.xl,
});

export const reasonTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const reasonText = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.md },
  },
});
