import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Same frame as ProductCard (border, radius, padding), without hover. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

/** A grey block with a light sweep; still (no sweep) for people who ask for less motion. */
export const block = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.bg.pressed,
  // A soft light sweep; the blocks are `bg.pressed` so they read on the white card.
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.bg.subtle} 50%, transparent 100%)`,
  backgroundSize: '50% 100%',
  backgroundRepeat: 'no-repeat',
  animationName: shimmer,
  animationDuration: '1.6s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  '@media': {
    [reducedMotionQuery]: { animation: 'none', backgroundImage: 'none' },
  },
});

export const media = style({
  aspectRatio: '1 / 1',
  borderRadius: 0,
  backgroundColor: vars.color.bg.subtle,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.bg.surface} 50%, transparent 100%)`,
  '@media': {
    [reducedMotionQuery]: { backgroundImage: 'none' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['2'],
  padding: vars.space['4'],
  paddingBlockEnd: vars.space['3'],
});

/** Line heights match the real card's text, so nothing jumps when the products arrive. */
export const titleLine = style({ height: '1.1em', fontSize: vars.font.size.md });
export const titleLineShort = style({ width: '60%' });
export const ratingLine = style({ height: '1em', width: '5.5em', fontSize: vars.font.size.md });
export const textLine = style({ height: '0.9em', fontSize: vars.font.size.sm });
export const textLineShort = style({ width: '80%' });
export const priceLine = style({
  height: '1.2em',
  width: '7em',
  fontSize: vars.font.size.lg,
  marginBlockStart: 'auto',
});

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlockEnd: vars.space['4'],
});

export const iconButton = style({ width: '2.75rem', height: '2.75rem', flexShrink: 0, borderRadius: vars.radius.md });
export const button = style({ height: '2.75rem', flexGrow: 1, borderRadius: vars.radius.md });
