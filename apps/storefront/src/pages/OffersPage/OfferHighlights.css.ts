import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A raised card with a brand rule along its top; the link sits at its foot whatever the text's length. */
export const card = style({
  gridTemplateRows: 'auto auto 1fr auto',
  border: `1px solid ${vars.color.border.default}`,
  borderTop: `4px solid ${vars.color.border.brand}`,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A flex row drops the space before the arrow; the gap puts it back.
  gap: vars.space['1'],
  minHeight: '2.75rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
