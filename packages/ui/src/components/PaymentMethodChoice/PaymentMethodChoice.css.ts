import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The description's sentence, and the fee on a line of its own. */
export const lines = style({ display: 'grid', gap: vars.space['1'] });

/** The fee as an amount: bold figures of equal width, like a price. */
export const amount = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});
