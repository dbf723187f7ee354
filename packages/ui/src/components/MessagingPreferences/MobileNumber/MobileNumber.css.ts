import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The number and its button on one line, the button wrapping under the number on a narrow phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const current = style({ display: 'grid', gap: vars.space['0.5'], margin: 0, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

/** The number as it is read out: equal-width digits, in the body size so it is easy to check. */
export const value = style({
  fontSize: vars.font.size.lg,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  color: vars.color.text.default,
});

export const none = style({ color: vars.color.text.muted });

export const editor = style({ display: 'grid', gap: vars.space['3'] });

/** Wide enough for the help to sit on one line; the full width on a phone. */
export const field = style({ maxWidth: '26rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
