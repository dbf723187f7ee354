import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** An alert dialog panel shown in place, as it looks inside its Modal. Stories only. */
export const panel = style({
  display: 'flex',
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  background: vars.color.bg.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border.default}`,
});
