import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
});

/** Two fields side by side once there is room (600 px and up); a single one keeps half the width. */
export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  // A field with help or an error under it grows; its neighbour keeps its own height.
  alignItems: 'start',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
