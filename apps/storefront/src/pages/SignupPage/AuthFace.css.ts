import { style } from '@vanilla-extract/css';
import { focusRing } from '@shop/ui/styles/focusRing';
import { vars } from '@shop/ui/theme';

/** The login and register faces of the sign-up card. */

/** Fills the face; the footer keeps to the bottom, so the shorter login face does not float. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], flex: 1 });

/** 'Forgot password?' tucks up under the password field. */
export const forgotRow = style({ marginBlockStart: `calc(-1 * ${vars.space['2']})` });

export const footer = style({ marginTop: 'auto' });

/** An action that reads like a link: it turns the card or opens a dialog, it does not navigate. */
export const textButton = style([
  focusRing,
  {
    minHeight: '2rem',
    padding: `0 ${vars.space['1']}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.link,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { color: vars.color.text.linkHover } },
  },
]);
