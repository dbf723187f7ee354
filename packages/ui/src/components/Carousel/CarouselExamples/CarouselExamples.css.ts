import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Slides for the stories only: a home-page banner, a product card, a client logo. */

export const banner = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', minHeight: '20rem' },
  },
});

export const bannerText = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  '@media': { [mediaQueries.md]: { padding: vars.space['10'], gap: vars.space['4'] } },
});

export const bannerTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  '@media': { [mediaQueries.md]: { fontSize: vars.font.size['3xl'] } },
});

export const bannerCopy = style({ fontSize: vars.font.size.md, opacity: 0.92, maxWidth: '32ch' });

export const bannerImage = style({
  width: '100%',
  height: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  order: -1,
  '@media': { [mediaQueries.md]: { order: 0, aspectRatio: 'auto' } },
});

export const productCard = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const productImage = style({ width: '100%', aspectRatio: '1', borderRadius: vars.radius.md, objectFit: 'cover' });

export const productTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const productPrices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], marginTop: vars.space['1'] });

export const productPrice = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const productMaxPrice = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted, textDecoration: 'line-through' });

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '6rem',
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const logoImage = style({ width: '100%', maxWidth: '12rem', height: 'auto' });

export const sectionHeading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.text.default });

export const section = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });
