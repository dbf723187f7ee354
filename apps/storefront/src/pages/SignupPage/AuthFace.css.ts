import { style } from '@vanilla-extract/css';
import { focusRing } from '@shop/ui/styles/focusRing';
import { vars } from '@shop/ui/theme';

/** The login and register faces of the sign-up card. */

/** Fills the face; the footer keeps to the bottom, so the shorter login face does not float. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  flex: 1,
});

export const header = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
});

/**
 * The two passwords side by side, on phones too: the register face sets the card's height, and the
 * login face on its other side should not be left with a hollow.
 */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  // A field with an error under it grows; its neighbour keeps its own height.
  alignItems: 'start',
});

export const forgotRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: `calc(-1 * ${vars.space['2']})`,
});

export const note = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

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
