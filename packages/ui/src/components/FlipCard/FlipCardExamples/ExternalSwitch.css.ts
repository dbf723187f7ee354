import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';

/** The Login | Register switch of the ExternalSwitch story (stories only). */
export const option = style([
  focusRing,
  {
    flex: 1,
    minHeight: '2.75rem',
    border: `1px solid ${vars.color.border.brand}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    color: vars.color.text.brand,
    fontWeight: vars.font.weight.semibold,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.brandSubtle },
      '&[data-selected]': { background: vars.color.bg.brand, color: vars.color.text.inverse },
    },
  },
]);
