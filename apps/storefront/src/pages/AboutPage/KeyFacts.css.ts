import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** A raised card with a brand rule along its top. */
export const fact = style({
  border: `1px solid ${vars.color.border.default}`,
  borderTop: `3px solid ${vars.color.border.brand}`,
});
