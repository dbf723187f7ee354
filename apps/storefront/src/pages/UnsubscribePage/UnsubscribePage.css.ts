import { style } from '@vanilla-extract/css';

/** A column of a panel's width (40 rem), centred: the page has one thing to do. */
export const column = style({ width: '100%', maxWidth: '40rem', justifySelf: 'center' });
