import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['4'],
  minHeight: '60vh',
  paddingBlock: vars.space['12'],
  textAlign: 'center',
});

/** The error code as a large, quiet figure above the heading. */
export const code = style({
  fontSize: '4.5rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  color: vars.color.text.brand,
  '@media': {
    [mediaQueries.md]: { fontSize: '6rem' },
  },
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const body = style({
  maxWidth: '32rem',
  marginBottom: vars.space['2'],
  color: vars.color.text.muted,
});
