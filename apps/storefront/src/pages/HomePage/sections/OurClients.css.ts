import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Every logo on the same white tile, so logos of different shapes line up as a row. */
export const logo = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '7.5rem',
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const logoImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
});
