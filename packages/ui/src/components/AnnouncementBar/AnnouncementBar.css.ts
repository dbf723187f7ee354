import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The spec's compact bar is for widths of 768 px or less, so the full bar
 * starts one pixel above `breakpoints.md` (which is a min-width of 768).
 */
const fullBar = `screen and (min-width: ${breakpoints.md + 1}px)`;

/** A bar that `compact` does not force into its phone layout, at full width. */
const whenFull = (bar: string) => `${bar}:not([data-compact]) &`;

const headlineIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.35em)' } });

export const bar = style({
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/** Phone first: [chat icon] [headline, pause]; from 769 px: [contact] [headline, pause] [hours]. */
export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '80rem',
  minHeight: '2.5rem',
  // Room for a headline that wraps to two lines on a narrow phone.
  paddingBlock: vars.space['1'],
  marginInline: 'auto',
  paddingInline: vars.space['2'],
  '@media': {
    [fullBar]: {
      selectors: {
        [whenFull(bar)]: {
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          gap: vars.space['4'],
          paddingInline: vars.space['6'],
        },
      },
    },
  },
});

export const leading = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1.5'],
  minWidth: '2rem',
  minHeight: '2rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    // Beats the global `a:hover` colour, which is meant for links on the page background.
    '&:hover': { color: vars.color.text.inverse, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '-2px' },
  },
});

export const contactIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

/** The number itself shows only in the full bar; in the compact bar the icon stands for it. */
export const contactNumber = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [fullBar]: {
      selectors: { [whenFull(bar)]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
    },
  },
});

/** The hours, at the right of the full bar; the compact bar leaves them out. */
export const secondary = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [fullBar]: {
      selectors: { [whenFull(bar)]: { display: 'flex', justifyContent: 'flex-end', minWidth: 0 } },
    },
  },
});

export const headlines = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minWidth: 0,
});

export const headline = style({
  margin: 0,
  minWidth: 0,
  textAlign: 'center',
  textWrap: 'balance',
  fontWeight: vars.font.weight.medium,
  animation: `${headlineIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});
