import { style } from '@vanilla-extract/css';

/** Holds the page's place so the footer and scroll position do not jump while it loads. */
export const pageLoader = style({ minHeight: '60vh' });
