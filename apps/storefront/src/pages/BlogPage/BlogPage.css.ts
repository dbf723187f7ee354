import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['6'], paddingBlock: vars.space['8'] },
  },
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
});

export const breadcrumbs = style({
  minWidth: 0,
});

/** The article, then the sidebar under it; side by side from 1024 px, the article at a reading width. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['12'],
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 46rem) 18rem',
      justifyContent: 'space-between',
      columnGap: vars.space['12'],
    },
  },
});

export const article = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['6'],
  minWidth: 0,
});

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '70ch',
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.015em',
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['4xl'] },
  },
});

export const published = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const footer = style({
  maxWidth: '70ch',
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

/** Stays in view beside a long article on wide screens. */
export const sidebar = style({
  alignSelf: 'start',
  '@media': {
    [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] },
  },
});

export const notFound = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['4'],
  minHeight: '50vh',
  paddingBlock: vars.space['10'],
  textAlign: 'center',
});

export const notFoundTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const notFoundBody = style({
  maxWidth: '36rem',
  marginBottom: vars.space['2'],
  color: vars.color.text.muted,
});
