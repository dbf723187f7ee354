import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space['6'], maxWidth: '48rem' });
