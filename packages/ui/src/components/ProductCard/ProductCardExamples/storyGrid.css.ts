import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** A product grid as the storefront lays it out: 2 columns on phones, 3 on tablets, 4 on desktops. Stories only. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  background: vars.color.bg.canvas,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['8'] },
  },
});

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.text.default });

/** One card on its own, at a typical grid width. */
export const single = style({ width: '18rem', maxWidth: '100%' });
