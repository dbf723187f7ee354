import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The sign-in card's own measure: a narrow column centred in the page, as sign-in forms are. */
export const column = style({ width: '100%', maxWidth: '28rem', marginInline: 'auto', paddingTop: vars.space['4'] });
