import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** As wide as its column and no wider than three short columns need, so it reads at 375 px without scrolling. */
export const table = style({
  width: '100%',
  maxWidth: '28rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

/** The caption is the table's heading: above it, at the start, in the text's weight of a label. */
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

export const headerCell = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
  paddingBlock: vars.space['1.5'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const cell = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  paddingBlock: vars.space['1.5'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  // Figures in digits of equal width line up down the column.
  fontVariantNumeric: 'tabular-nums',
});

/** The saving reads as good news, in the brand's text colour. */
export const saving = style({ color: vars.color.text.brand, fontWeight: vars.font.weight.semibold });
