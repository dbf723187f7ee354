import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Exported so the ReducedMotion story can tell which animation runs. */
export const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
export const fade = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const ring = style({
  display: 'block',
  // Sized by font-size so it matches the text it sits next to.
  width: '1em',
  height: '1em',
  flexShrink: 0,
  animation: `${rotate} ${vars.motion.duration.spin} linear infinite`,
  '@media': {
    // Rotation is motion; a slow fade still shows that work is going on.
    [reducedMotionQuery]: { animation: `${fade} calc(${vars.motion.duration.spin} * 2) ease-in-out infinite` },
  },
});

export const track = style({ opacity: 0.25 });
