import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The count keeps its line while the photos load, so the grid does not move when the number arrives. */
export const count = style({
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})`,
});

export const loading = style({ minHeight: '40vh' });
