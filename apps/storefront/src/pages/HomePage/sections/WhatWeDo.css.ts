import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** A tinted band: the picture above the words on phones, beside them from 1024 px. */
export const panel = style({
  display: 'grid',
  overflow: 'hidden',
  background: vars.color.bg.brandSubtle,
  borderRadius: vars.radius.xl,
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  '@media': {
    [mediaQueries.lg]: { height: '100%' },
  },
});

export const text = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { padding: vars.space['10'] },
    [mediaQueries.lg]: { paddingBlock: vars.space['10'], paddingInline: vars.space['12'] },
  },
});

export const paragraph = style({
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
});

/** Two columns of short points where there is room. */
export const points = style({
  display: 'grid',
  gap: vars.space['2'],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] },
  },
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const check = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.brand,
});

export const cta = style({
  marginTop: vars.space['1'],
});
