import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const lines = style({ display: 'grid', gap: vars.space['0.5'] });

export const phone = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });
