import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A dialog panel shown in place, as it looks inside its Modal (36 rem, the `md` size). Stories only. */
export const panel = style({
  display: 'flex',
  width: '100%',
  maxWidth: '36rem',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border.default}`,
});
