import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const label = style({
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/** A white disc that holds each row's icon. */
export const iconFrame = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.brand,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
});

export const value = style({
  // Under the label's text, past the 2.25 rem icon and its gap.
  paddingInlineStart: `calc(2.25rem + ${vars.space['3']})`,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal' });

/** 44 px tall rows, so each number and the address are easy to tap. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
