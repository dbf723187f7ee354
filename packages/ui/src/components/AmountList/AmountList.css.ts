import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

/** Label at the start, figure at the end of the line. */
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] });

/** Labels are muted and figures read in the text colour, in digits of equal width so they line up. */
export const row = style({ color: vars.color.text.muted });

export const amount = style({ margin: 0, color: vars.color.text.default, fontVariantNumeric: 'tabular-nums' });

/** The total is the line the eye looks for: larger, bold, under a rule. */
export const total = style({
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

/** Under its own rule (after a list of items), the list and its total get more room. */
export const separated = style({ paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border.default}` });

export const separatedTotal = style({ marginTop: vars.space['1'] });
