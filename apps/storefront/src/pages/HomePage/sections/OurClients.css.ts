import { style } from '@vanilla-extract/css';

/** Tiles of one height, whatever each logo's shape. */
export const logo = style({ minHeight: '7.5rem' });

export const logoImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
});
