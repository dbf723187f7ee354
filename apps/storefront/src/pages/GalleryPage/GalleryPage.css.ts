import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['10'], paddingBlock: vars.space['10'] },
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

export const count = style({
  margin: 0,
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.brand,
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
});

/** The load-failure message and its retry button. */
export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const failedText = style({
  maxWidth: '36rem',
  margin: 0,
});
