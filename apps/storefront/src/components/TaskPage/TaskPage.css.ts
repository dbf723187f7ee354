import { style } from '@vanilla-extract/css';

/** A task page keeps at least most of a screen, so the footer does not ride up under it while it loads. */
export const taskPage = style({ minHeight: '60vh' });
