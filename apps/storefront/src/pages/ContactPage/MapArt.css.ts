import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const art = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

/** City blocks; the white gaps between them are the streets. */
export const blocks = style({
  fill: vars.color.bg.brandSubtle,
  stroke: vars.color.border.default,
  strokeWidth: 1,
});

export const pinShadow = style({
  fill: vars.color.text.default,
  opacity: 0.15,
});

export const pin = style({
  fill: vars.color.bg.brand,
  stroke: vars.color.bg.surface,
  strokeWidth: 1.2,
});
