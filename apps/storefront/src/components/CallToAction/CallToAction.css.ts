import { style } from '@vanilla-extract/css';

/** The words keep a comfortable line length however wide the band. */
export const text = style({ maxWidth: '44rem' });
