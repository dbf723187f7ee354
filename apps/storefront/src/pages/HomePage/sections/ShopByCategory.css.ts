import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Side-by-side cards (picture left) on phones, three upright cards from 768 px. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem minmax(0, 1fr)',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '10rem minmax(0, 1fr)' },
    [mediaQueries.md]: { gridTemplateColumns: 'none', gridTemplateRows: 'auto 1fr' },
  },
});

/** The picture's panel: on phones a column as tall as the card, with the picture in its middle. */
export const media = style({
  display: 'grid',
  alignItems: 'center',
  background: vars.color.bg.subtle,
});

/**
 * The artwork ends in a caption line; a 6:5 box cropped from the top keeps the scene and leaves the
 * caption to the card's own heading.
 */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '6 / 5',
  objectFit: 'cover',
  objectPosition: 'center top',
});

export const body = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  justifyItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['3'], padding: vars.space['5'] },
  },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.xl },
  },
});

export const text = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.md },
  },
});

export const cta = style({
  marginTop: vars.space['1'],
});
