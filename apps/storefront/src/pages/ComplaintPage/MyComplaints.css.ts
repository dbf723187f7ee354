import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The ticket number is the row's link: 44 px tall to tap. */
export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
