import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

export const reach = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['6'],
  rowGap: vars.space['1'],
  margin: 0,
  marginTop: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const link = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': focusVisibleOutline,
  },
});
