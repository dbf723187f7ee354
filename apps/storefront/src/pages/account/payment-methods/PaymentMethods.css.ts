import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

export const icon = style({ width: '1.75rem', height: '1.75rem', color: vars.color.text.brand });

/** The methods keep their bullets, indented under the panel's text. */
export const methods = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
});

export const link = style({
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
