import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@shop/ui/theme';

/**
 * Form, Reach Us and the map stacked on phones; from 1024 px the form and Reach Us side by side
 * (the same height, three parts to two), the map across both.
 */
export const layout = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const map = style({ gridColumn: '1 / -1', minWidth: 0 });

/** Holds roughly the form's height, so the footer does not jump up and back while the spinner shows. */
export const loading = style({ minHeight: '36rem' });
