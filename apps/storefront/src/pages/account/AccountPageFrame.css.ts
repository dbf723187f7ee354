import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The account panels' titles are set a little looser than a section header's. */
export const panelTitle = style({ lineHeight: vars.font.lineHeight.snug });
