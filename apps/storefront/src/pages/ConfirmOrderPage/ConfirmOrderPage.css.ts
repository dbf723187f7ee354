import { style } from '@vanilla-extract/css';

/** The confirmation panel's own width (40 rem), centred: the page holds that panel and the ways on. */
export const column = style({ width: '100%', maxWidth: '40rem', justifySelf: 'center' });
