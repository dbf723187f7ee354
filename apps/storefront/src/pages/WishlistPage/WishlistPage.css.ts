import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The wishlist keeps at least most of a screen, so the footer does not ride up while it loads. */
export const page = style({ minHeight: '60vh' });

/** Under its card, across the card's width. */
export const remove = style({ flexShrink: 0, width: '100%', marginBlockStart: vars.space['1'] });
