import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';

export const form = style({ margin: 0, maxWidth: '24rem' });

export const field = style({ display: 'grid', gap: vars.space['1.5'], fontFamily: vars.font.family.body });

/** The box and the Check button side by side, the same height. */
export const row = style({ display: 'flex', gap: vars.space['2'], alignItems: 'stretch' });

/** Sized for six digits; it shrinks on a narrow phone but never grows or moves when the button's label changes. */
export const input = style([
  control,
  {
    flex: '0 1 11rem',
    letterSpacing: '0.12em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const button = style({ flexShrink: 0, minWidth: '6.5rem' });
