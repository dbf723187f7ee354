import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['16'], paddingBlock: vars.space['10'] },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.015em',
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['4xl'] },
  },
});

export const intro = style({
  margin: 0,
  maxWidth: '62ch',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.lg },
  },
});
