import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const fields = style({
  display: 'grid',
  gap: vars.space['5'],
});
