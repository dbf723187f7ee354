import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Side-by-side cards (picture left) on phones, upright cards (picture on top) from 768 px. */
export const card = style({
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '10rem minmax(0, 1fr)' },
    [mediaQueries.md]: { gridTemplateColumns: 'none', gridTemplateRows: 'auto 1fr' },
  },
});

/**
 * The artwork ends in a caption line; a 6:5 box cropped from the top keeps the scene and leaves the
 * caption to the card's own heading.
 */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '6 / 5',
  objectFit: 'cover',
  objectPosition: 'center top',
});

/** Title and text on top, 'Shop Now' at the foot, whatever the text's length. */
export const body = style({ gridTemplateRows: 'auto 1fr auto' });

export const cta = style({ marginTop: vars.space['1'] });
