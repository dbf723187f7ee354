import { style } from '@vanilla-extract/css';

/** A task page keeps at least most of a screen, so the footer does not ride up under it while it loads. */
export const taskPage = style({ minHeight: '60vh' });

/** About a line's length of text, on any screen. */
export const readingColumn = style({ width: '100%', maxWidth: '48rem' });
