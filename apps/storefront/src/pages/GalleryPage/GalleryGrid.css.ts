import { style } from '@vanilla-extract/css';
import { focusRing } from '@shop/ui/styles/focusRing';
import { mediaQueries, reducedMotionQuery, vars } from '@shop/ui/theme';

/** The whole card is the button: picture and title, a large target; a zoom cursor says what it does. */
export const thumbnail = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space['2'],
    width: '100%',
    // A little room under the title, so the focus ring does not cut through its descenders.
    padding: `0 0 ${vars.space['1']}`,
    border: 'none',
    borderRadius: vars.radius.lg,
    background: 'transparent',
    color: vars.color.text.default,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'zoom-in',
    '@media': {
      [mediaQueries.md]: { gap: vars.space['3'] },
    },
  },
]);

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    [`${thumbnail}[data-hovered] &`]: { boxShadow: vars.shadow.md },
  },
});

/** The 3:2 frame is reserved before the image arrives, so nothing moves when it does. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    [`${thumbnail}[data-hovered] &`]: { transform: 'scale(1.04)' },
  },
  '@media': {
    [reducedMotionQuery]: { selectors: { [`${thumbnail}[data-hovered] &`]: { transform: 'none' } } },
  },
});

/** A small "expand" mark in the corner: this picture opens larger. */
export const badge = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  insetBlockEnd: vars.space['2'],
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    [`${thumbnail}[data-hovered] &, ${thumbnail}[data-focus-visible] &`]: { transform: 'scale(1.1)' },
  },
  '@media': {
    [mediaQueries.md]: { insetInlineEnd: vars.space['3'], insetBlockEnd: vars.space['3'], width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.md },
  },
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.md },
  },
  selectors: {
    [`${thumbnail}[data-hovered] &`]: { color: vars.color.text.brand },
  },
});
