import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The small capitals over each value, as on the contact page. */
export const term = style({
  fontSize: vars.font.size.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal' });

/** A GSTIN is read character by character: figures of one width. */
export const code = style({
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
  fontWeight: vars.font.weight.semibold,
});

/** 44 px tall, so each number and address is easy to tap. */
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
