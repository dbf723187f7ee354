import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The anchor jump stops below the sticky header (the shell sets html's scroll padding too). */
export const section = style({ scrollMarginTop: vars.space['4'] });

/** The headline figure as a pill in the sale's accent colour. */
export const best = style({
  justifySelf: 'start',
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accentSubtle,
  border: `1px solid ${vars.color.bg.accent}`,
  whiteSpace: 'nowrap',
});

export const viewAll = style({ justifySelf: 'center' });
