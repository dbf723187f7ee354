import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { scrimColor } from '../Modal/Modal.css';

const fade = keyframes({ from: { opacity: 0 } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

/** The scrim, as for a Modal; it lays the panel against one edge. */
export const overlay = recipe({
  base: {
    position: 'fixed',
    top: 0,
    left: 0,
    width: '100%',
    height: 'var(--visual-viewport-height, 100vh)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    background: scrimColor,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fade} ${vars.motion.duration.base} ${vars.motion.easing.standard} reverse forwards` },
    },
  },
  variants: {
    placement: {
      left: { justifyContent: 'flex-start' },
      right: { justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { placement: 'left' },
});

/**
 * The sheet: full height, at most 22 rem wide and always leaving a strip of
 * the page visible (and tappable, to close). It slides in from its edge with the
 * theme's motion tokens, which are 0 under `prefers-reduced-motion: reduce`.
 */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    width: 'min(22rem, calc(100% - 3rem))',
    background: vars.color.bg.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      left: {
        selectors: {
          '&[data-entering]': { animation: `${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
          '&[data-exiting]': {
            animation: `${slideFromLeft} ${vars.motion.duration.base} ${vars.motion.easing.standard} reverse forwards`,
          },
        },
      },
      right: {
        selectors: {
          '&[data-entering]': { animation: `${slideFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
          '&[data-exiting]': {
            animation: `${slideFromRight} ${vars.motion.duration.base} ${vars.motion.easing.standard} reverse forwards`,
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'left' },
});
