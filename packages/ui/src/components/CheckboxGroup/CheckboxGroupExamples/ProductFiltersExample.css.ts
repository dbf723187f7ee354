import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'grid',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '18rem',
  padding: vars.space['5'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const count = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const star = style({ color: vars.color.bg.accent });

export const summary = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
