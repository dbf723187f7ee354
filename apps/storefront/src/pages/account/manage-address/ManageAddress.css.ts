import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const book = style({
  display: 'grid',
  gap: vars.space['4'],
});

/** One column on phones, two from 768 px, three from 1024 px; cards in a row share a height. */
export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

export const card = style({ flex: 1 });

export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['10'],
  textAlign: 'center',
});
