import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A stand-in product page behind the overlay. Stories only. */
export const page = style({ display: 'grid', gap: vars.space['4'], maxWidth: '40rem' });

export const title = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const text = style({ color: vars.color.text.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['3'],
});

export const tile = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
