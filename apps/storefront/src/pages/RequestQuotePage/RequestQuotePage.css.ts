import { style } from '@vanilla-extract/css';

/** A form reads best at about a line's length, on any screen. */
export const column = style({ width: '100%', maxWidth: '48rem' });

