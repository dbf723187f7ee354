import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@shop/ui/theme';

export const text = style({ maxWidth: '44rem' });

/** Under the title on phones, at the end of its line from 768 px. */
export const action = style({
  justifySelf: 'start',
  '@media': {
    [mediaQueries.md]: { justifySelf: 'end' },
  },
});
