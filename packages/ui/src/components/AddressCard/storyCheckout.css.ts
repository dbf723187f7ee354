import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Layout of the checkout and address-book examples. Stories only. */
export const group = style({ display: 'grid', gap: vars.space['3'] });

export const groupLabel = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const options = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** Grid all the way down, so the cards of one row are equally tall. */
export const field = style({ display: 'grid' });

/** The Radio's clickable label: the card draws everything, so the label itself is bare. */
export const radio = style({ display: 'grid', outline: 'none', borderRadius: vars.radius.lg });

export const book = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
