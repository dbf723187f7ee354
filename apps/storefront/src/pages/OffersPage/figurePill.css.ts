import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A section's headline figure ("20% off") as a pill in the offers' accent colour. */
export const figurePill = style({
  justifySelf: 'start',
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accentSubtle,
  border: `1px solid ${vars.color.bg.accent}`,
  whiteSpace: 'nowrap',
});
