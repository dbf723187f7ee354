import { style } from '@vanilla-extract/css';

/** The spinner holds the room the cards will take, so the footer does not jump up and back. */
export const loading = style({ minHeight: '40vh' });
