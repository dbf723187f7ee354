import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/**
 * A list of amounts (a `<dl>` of label and rupee rows) ending in a bold total: the cart's and the
 * checkout's summaries. Figures line up (tabular digits) and read in the body colour; labels are muted.
 */
export const amountList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
});

export const amountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  color: vars.color.text.muted,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

globalStyle(`${amountList} dd`, { fontVariantNumeric: 'tabular-nums', color: vars.color.text.default });
