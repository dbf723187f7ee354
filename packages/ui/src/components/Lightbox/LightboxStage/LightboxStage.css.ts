import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const dragVar = createVar();
export const settleVar = createVar();
export const spacingVar = createVar();
export const durationVar = createVar();

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: 0,
  // Horizontal drags are swipes; pinch-zoom still works on phones.
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
  selectors: { '&[data-dragging]': { cursor: 'grabbing' } },
});

/** The slides move together: with the pointer while dragging, then glide one slide width plus spacing over. */
export const track = style({
  position: 'absolute',
  inset: 0,
  transform: `translateX(calc(${dragVar} + ${settleVar} * (100% + ${spacingVar})))`,
  transitionProperty: 'transform',
  transitionDuration: durationVar,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-instant]': { transitionDuration: '0ms' },
    // In right-to-left text the next slide is on the left, so a swipe to it glides the other way.
    '&:dir(rtl)': { transform: `translateX(calc(${dragVar} - ${settleVar} * (100% + ${spacingVar})))` },
  },
});

export const figure = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  // The spec's 16 px around the image.
  padding: vars.space['4'],
  selectors: {
    '&[data-offset="-1"]': { transform: `translateX(calc(-100% - ${spacingVar}))` },
    '&[data-offset="1"]': { transform: `translateX(calc(100% + ${spacingVar}))` },
    '&:dir(rtl)[data-offset="-1"]': { transform: `translateX(calc(100% + ${spacingVar}))` },
    '&:dir(rtl)[data-offset="1"]': { transform: `translateX(calc(-100% - ${spacingVar}))` },
  },
});

export const imageBox = style({ flex: 1, minHeight: 0, display: 'flex' });

export const image = style({
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'contain',
});

export const caption = style({
  display: 'grid',
  gap: vars.space['1'],
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingInline: vars.space['2'],
  textAlign: 'center',
  color: vars.color.text.inverse,
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug });

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  // Softer than the title, still 4.5:1 and more on the near-black backdrop.
  opacity: 0.85,
});
