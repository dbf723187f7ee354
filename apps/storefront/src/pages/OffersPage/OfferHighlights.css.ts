import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

/** One offer per row on phones, three side by side from 768 px. */
export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  justifyItems: 'start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  borderTop: `4px solid ${vars.color.border.brand}`,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A flex row drops the space before the arrow; the gap puts it back.
  gap: vars.space['1'],
  minHeight: '2.75rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});
