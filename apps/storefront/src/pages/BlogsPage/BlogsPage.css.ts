import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageHeader } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const header = pageHeader;

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const intro = style({
  maxWidth: '60ch',
  color: vars.color.text.muted,
});

/** One column on phones, two from 600 px, three from 1024 px and four on a full desktop width. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
    [mediaQueries.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
});

/** The load-failure message and its retry button. */
export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const failedText = style({
  maxWidth: '36rem',
});
