import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The anchor jump stops below the sticky header (the shell sets html's scroll padding too). */
export const section = style({ scrollMarginTop: vars.space['4'] });

export const viewAll = style({ justifySelf: 'center' });
