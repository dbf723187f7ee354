import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.bg.brandSubtle,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['8'] },
  },
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
  gap: vars.space['4'],
  margin: 0,
});

/** The label (with its icon) over the value; the value lines up with the label's text. */
export const row = style({
  display: 'grid',
  gap: vars.space['1'],
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const iconFrame = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.brand,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
});

export const value = style({
  display: 'grid',
  justifyItems: 'start',
  margin: 0,
  // Under the label's text, past the 2.25 rem icon and its gap.
  paddingInlineStart: `calc(2.25rem + ${vars.space['3']})`,
  color: vars.color.text.default,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const address = style({
  display: 'grid',
  fontStyle: 'normal',
});

export const line = style({
  display: 'block',
});

/** 44 px tall rows, so each number and the address are easy to tap. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});
