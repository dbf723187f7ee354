import { style } from '@vanilla-extract/css';

/** The introduction a touch wider than the shop's usual 60 characters, as the FAQ page's. */
export const intro = style({ maxWidth: '62ch' });
