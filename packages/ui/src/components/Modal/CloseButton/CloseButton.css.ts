import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { vars } from '../../../theme/contract.css';
import { stateTransition } from '../../../styles/stateTransition';

/** A quiet square icon button: 44 px, the touch target, with the hover and press fills of a ghost Button. */
export const closeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.muted,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    ...stateTransition('background-color, color'),
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.default },
      '&[data-pressed]': { background: vars.color.bg.pressed, color: vars.color.text.default },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ width: '1.25rem', height: '1.25rem' });
