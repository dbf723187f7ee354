import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A notice under the number: a warning's tint, so an unconfirmed number is not missed. */
export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.warning}`,
  background: vars.color.bg.warning,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
  textWrap: 'pretty',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const form = style({ display: 'grid', gap: vars.space['3'] });
