import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Box starts lists bare; this one keeps its bullets. */
export const list = style({
  maxWidth: '75ch',
  paddingInlineStart: '1.5em',
  listStyleType: 'revert',
});

export const item = style({
  paddingInlineStart: vars.space['1'],
  selectors: {
    '&::marker': { color: vars.color.text.brand },
  },
});

export const link = style({
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
