import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A tinted block standing in for content in the layout primitives' stories. Stories only. */
export const sample = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.border.brand}`,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
});

export const tall = style({ paddingBlock: vars.space['6'] });
