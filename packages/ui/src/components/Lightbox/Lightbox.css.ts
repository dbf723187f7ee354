import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Local semantic token: the lightbox backdrop. Near-black from the body text
 * colour, so photos read true and `text.inverse` captions are far above 4.5:1.
 */
const backdropColor = `color-mix(in srgb, ${vars.color.text.default} 96%, black)`;

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  // The whole window, whatever the page does: there is no field inside, so no on-screen keyboard to make room for.
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: backdropColor,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse forwards` },
  },
});

export const modal = style({ height: '100%', outline: 'none' });

/** Top bar (counter, close), then the slides filling the rest of the screen. */
export const dialog = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  height: '100%',
  color: vars.color.text.inverse,
  outline: 'none',
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['2']} 0 ${vars.space['4']}`,
});

export const counter = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
});

/** Previous and next sit over the sides of the image, centred on its height. */
const navButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
});

export const previous = style([navButton, { insetInlineStart: vars.space['2'], '@media': { [mediaQueries.md]: { insetInlineStart: vars.space['4'] } } }]);

export const next = style([navButton, { insetInlineEnd: vars.space['2'], '@media': { [mediaQueries.md]: { insetInlineEnd: vars.space['4'] } } }]);
