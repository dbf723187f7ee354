import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '75ch',
  margin: 0,
  paddingInlineStart: '1.5em',
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
});

export const item = style({
  paddingInlineStart: vars.space['1'],
  selectors: {
    '&::marker': { color: vars.color.text.brand },
  },
});

export const link = style({
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});
