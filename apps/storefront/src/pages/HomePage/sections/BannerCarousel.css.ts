import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/**
 * The pictures keep a deep green band on their left for words. On phones that band would leave no
 * room for the scene, so the picture shows its right-hand part and the words sit under it on the
 * brand green; from 768 px the words sit on the picture's own band.
 */
export const slide = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  '@media': {
    [mediaQueries.md]: { display: 'block', background: vars.color.bg.brandHover },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  objectPosition: 'right center',
  '@media': {
    [mediaQueries.md]: { aspectRatio: '8 / 3', objectPosition: 'center' },
  },
});

export const text = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  '@media': {
    [mediaQueries.md]: {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: '44%',
      alignContent: 'center',
      gap: vars.space['3'],
      padding: vars.space['8'],
    },
    [mediaQueries.lg]: { padding: vars.space['12'], gap: vars.space['4'] },
  },
});

export const eyebrow = style({
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  opacity: 0.85,
});

/** On a 768 px tablet the band is too short for the sentence; the title says enough there. */
export const body = style({
  maxWidth: '38ch',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  opacity: 0.92,
  '@media': {
    [mediaQueries.md]: { display: 'none' },
    [mediaQueries.lg]: { display: 'block', fontSize: vars.font.size.md },
  },
});

export const cta = style({
  marginTop: vars.space['2'],
});
