import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The picture fills its half of the band from 1024 px, however tall the words beside it. */
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

export const check = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.brand,
});

export const cta = style({ marginTop: vars.space['1'] });
