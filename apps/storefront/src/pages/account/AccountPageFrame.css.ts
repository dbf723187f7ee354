import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** An account page keeps at least most of a screen, so the footer does not ride up while it loads. */
export const page = style({ minHeight: '60vh' });

/** The account panels' titles are set a little looser than a section header's. */
export const panelTitle = style({ lineHeight: vars.font.lineHeight.snug });
