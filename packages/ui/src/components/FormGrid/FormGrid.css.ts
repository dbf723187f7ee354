import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: vars.space['4'],
    rowGap: vars.space['5'],
    // Fields of one row start at the same line even when one has a longer label.
    alignItems: 'start',
  },
  variants: {
    columns: {
      2: { '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
    },
  },
});

export const item = recipe({
  base: { minWidth: 0 },
  variants: { span: { auto: {}, full: { gridColumn: '1 / -1' } } },
});
