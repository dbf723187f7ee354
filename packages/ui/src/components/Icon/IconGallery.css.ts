import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout of the icon gallery story only. */
export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});

export const glyph = style({ fontSize: '2.4rem', lineHeight: 0 });

export const name = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted, overflowWrap: 'anywhere' });
