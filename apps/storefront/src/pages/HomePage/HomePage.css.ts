import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The sections one under the other, with more air between them on wider screens. */
export const page = style({
  display: 'grid',
  gap: vars.space['12'],
  paddingTop: vars.space['4'],
  paddingBottom: vars.space['12'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['16'], paddingTop: vars.space['6'], paddingBottom: vars.space['16'] },
  },
});
