import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Holds the page's place so the footer and scroll position do not jump while it loads. */
export const pageLoader = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  paddingBlock: vars.space['12'],
});
