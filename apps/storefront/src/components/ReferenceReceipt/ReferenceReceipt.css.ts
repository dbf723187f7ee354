import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The number a shopper reads out on the phone: large, one width per figure. */
export const number = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});
