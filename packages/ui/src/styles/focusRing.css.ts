import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The one focus ring of the system. react-aria sets `data-focus-visible`
 * only for keyboard (and other non-pointer) focus, so mouse users do not see
 * a ring after a click while keyboard users always do. The 2 px offset keeps
 * the ring on the page background, where `color.focus` is checked for 3:1.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
