import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const link = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
