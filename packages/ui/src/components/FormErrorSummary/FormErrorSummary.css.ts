import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focusRing.css';

export const summary = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `2px solid ${vars.color.border.danger}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  selectors: {
    // Focused by script on arrival; the thick border already marks it.
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.error,
});

export const detail = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.body });

export const list = style({
  display: 'grid',
  gap: vars.space['1.5'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  listStyle: 'disc',
  fontSize: vars.font.size.md,
});

export const link = style([
  focusRing,
  {
    color: vars.color.text.error,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
]);
