import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** A dead end fills most of the screen, its few lines in the middle. */
export const page = style({ minHeight: '60vh' });

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

export const body = style({
  maxWidth: '32rem',
  marginBottom: vars.space['2'],
});
