import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A form reads best at about a line's length, on any screen. */
export const column = style({ width: '100%', maxWidth: '48rem' });


/** The intro's link to the services page: the focus ring the shop's other text links have. */
export const link = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
