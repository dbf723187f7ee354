import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const intro = style({
  margin: 0,
  maxWidth: '60ch',
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

/**
 * Form, Reach Us and the map stacked on phones; from 1024 px the form and Reach Us side by side
 * (the same height), the map across both.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space['8'] },
  },
});

export const map = style({
  gridColumn: '1 / -1',
  minWidth: 0,
});

/** Holds roughly the form's height, so the footer does not jump up and back while the spinner shows. */
export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '36rem',
});
