import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Set inline by Carousel from its measured width and state. */
export const perViewVar = createVar();
export const gapVar = createVar();
export const positionVar = createVar();
export const dragVar = createVar();
export const durationVar = createVar();

/** The width of one slide: the view minus the gaps between the slides in it, shared out. */
const slideWidth = `((100% - (${perViewVar} - 1) * ${gapVar}) / ${perViewVar})`;

export const carousel = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    // Only the carousel itself: its buttons draw their own ring.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const viewport = style({
  overflow: 'hidden',
  // Room for the shadows and focus rings of the cards inside, which the clipping would cut.
  paddingBlock: vars.space['2'],
  // Horizontal drags move the slides; vertical ones still scroll the page.
  touchAction: 'pan-y',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', userSelect: 'none' },
  },
});

export const track = style({
  display: 'flex',
  gap: gapVar,
  transform: `translateX(calc(${positionVar} * -1 * (${slideWidth} + ${gapVar}) + ${dragVar}))`,
  transitionProperty: 'transform',
  transitionDuration: durationVar,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // The slides follow the pointer exactly while dragging.
    [`${viewport}[data-dragging] &`]: { transitionDuration: '0ms' },
    '&:dir(rtl)': {
      transform: `translateX(calc(${positionVar} * (${slideWidth} + ${gapVar}) + ${dragVar}))`,
    },
  },
});

export const slide = style({
  display: 'grid',
  flex: `0 0 calc${slideWidth}`,
  minWidth: 0,
});
