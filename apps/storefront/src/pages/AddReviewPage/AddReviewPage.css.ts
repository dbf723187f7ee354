import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The product and the form stay a readable width on wide screens. */
export const layout = style({ maxWidth: '60rem' });

export const productTitle = style({ lineHeight: vars.font.lineHeight.snug });
