import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const term = style({
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const action = style({
  justifySelf: 'start',
  '@media': {
    [mediaQueries.md]: { justifySelf: 'end' },
  },
});
