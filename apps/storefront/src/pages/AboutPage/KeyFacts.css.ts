import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Two by two on phones, one row of four from 1024 px. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  '@media': {
    [mediaQueries.md]: { gap: vars.space['4'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

/** The figure above its label, though the label comes first in the text. */
export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderTop: `3px solid ${vars.color.border.brand}`,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.brand,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});
