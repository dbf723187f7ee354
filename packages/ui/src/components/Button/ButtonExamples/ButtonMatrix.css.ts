import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const productBar = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '24rem',
  padding: vars.space['4'],
  background: vars.color.bg.subtle,
  borderRadius: vars.radius.md,
});

export const productText = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const productName = style({ fontSize: vars.font.size.sm, color: vars.color.text.default, textWrap: 'pretty' });

export const productPrice = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});
