import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const intro = style({ maxWidth: '44rem' });

/** A round brand badge; the icon inside is drawn at 1.25em of its 20 px. */
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.xl,
});
