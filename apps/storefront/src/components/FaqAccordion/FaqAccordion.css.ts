import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The answer's words may hold a long address; they break rather than widen the panel. */
export const answer = style({ overflowWrap: 'break-word' });

/** Box starts lists bare; these keep their bullets and numbers. */
export const list = style({ paddingInlineStart: '1.25em', listStyleType: 'revert' });

export const listItem = style({
  paddingInlineStart: vars.space['1'],
  selectors: {
    '&::marker': { color: vars.color.text.brand },
  },
});

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

/** A phone number reads as one unit: it never breaks between its digit groups. */
export const phone = style({
  whiteSpace: 'nowrap',
});
