import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

/** A tinted box: the words and numbers, then the button (beside them from 768 px). */
export const box = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'center',
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.bg.brandSubtle,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['8'], padding: vars.space['8'] },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space['3'],
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

export const body = style({
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.default,
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['8'],
  rowGap: vars.space['3'],
  margin: 0,
});

export const detail = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
});

export const term = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
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
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});

export const action = style({
  justifySelf: 'start',
  '@media': {
    [mediaQueries.md]: { justifySelf: 'end' },
  },
});
