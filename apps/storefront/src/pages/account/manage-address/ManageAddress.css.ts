import { style } from '@vanilla-extract/css';

/** Cards in a row share a height. */
export const card = style({ flex: 1 });
