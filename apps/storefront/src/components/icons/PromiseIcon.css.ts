import { style } from '@vanilla-extract/css';

/** The promise icons sit alone in a round badge, so they are drawn a little larger than inline icons. */
export const glyph = style({ width: '1.5rem', height: '1.5rem' });
