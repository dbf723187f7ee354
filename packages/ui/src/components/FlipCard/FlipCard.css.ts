import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Set inline from the `flipDuration` / `fadeDuration` props. */
export const durationVar = createVar();

export const scene = style({ perspective: '1600px' });

/**
 * Both faces share one grid cell, so the card is as tall as the taller face.
 * The card turns over on its vertical axis; under reduced motion it does not
 * turn, and the faces cross-fade instead.
 */
export const card = style({
  display: 'grid',
  transformStyle: 'preserve-3d',
  transitionProperty: 'transform',
  transitionDuration: durationVar,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-flipped]': { transform: 'rotateY(180deg)' },
    '&[data-turning]': { pointerEvents: 'none' },
  },
  '@media': {
    [reducedMotionQuery]: {
      transform: 'none',
      selectors: { '&[data-flipped]': { transform: 'none' } },
    },
  },
});

export const face = style({
  gridArea: '1 / 1',
  display: 'flex',
  // A column, so a face's content can fill the height it shares with the taller face (`flex: 1`).
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space['6'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  '@media': {
    [reducedMotionQuery]: {
      transitionProperty: 'opacity, visibility',
      transitionDuration: durationVar,
      transitionTimingFunction: vars.motion.easing.standard,
      selectors: { '&[aria-hidden="true"]': { opacity: 0, visibility: 'hidden' } },
    },
  },
});

export const back = style({
  transform: 'rotateY(180deg)',
  '@media': { [reducedMotionQuery]: { transform: 'none' } },
});

/**
 * The heading that takes focus after a flip (made focusable by script): a ring
 * for keyboard users, none after a click, like the rest of the system.
 */
globalStyle(`${face}[tabindex="-1"], ${face} [tabindex="-1"]`, { outline: 'none' });
globalStyle(`${face} [tabindex="-1"]:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: vars.radius.sm,
});
