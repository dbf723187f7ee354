import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The group, the number, the offers box and the line on withdrawing, one under the other. */
export const optIn = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, fontFamily: vars.font.family.body });

/** A mobile number is short: the field need not span a wide form. */
export const mobile = style({ maxWidth: '20rem' });

export const withdraw = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});
