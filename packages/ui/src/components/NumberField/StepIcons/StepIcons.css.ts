import { style } from '@vanilla-extract/css';

/** Sized by font-size, so a larger stepper gets larger signs. */
export const icon = style({ display: 'block', width: '1.125em', height: '1.125em' });
