import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const star = style({
  color: vars.color.bg.accent,
  marginInlineStart: '0.1em',
});

/** The number of filters in use, on the 'Filters ☰' button. */
export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.375rem',
  height: '1.375rem',
  paddingInline: vars.space['1'],
  marginInlineStart: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});
