import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageTitle } from '../../styles/pageHeader.css';
import { focusVisibleOutline } from '../../styles/layout.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = pageTitle;

export const count = style({
  margin: 0,
  // Keeps its line while products load, so the grid does not move when the number arrives.
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body})`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
});

export const others = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const othersTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const othersList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A pill link, 44 px tall for touch. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.bg.brandSubtle, borderColor: vars.color.border.brand, color: vars.color.text.brand },
    '&:focus-visible': focusVisibleOutline,
  },
});
