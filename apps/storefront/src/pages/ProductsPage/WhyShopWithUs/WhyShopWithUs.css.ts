import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../../styles/layout.css';

export const section = style({
  display: 'grid',
  gap: vars.space['6'],
  marginTop: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.bg.brandSubtle,
  borderRadius: vars.radius.xl,
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], padding: vars.space['10'] },
  },
});

export const intro = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '44rem',
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

export const lead = style({
  margin: 0,
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.body,
});

/** One column on phones, two from 600 px, three from 1024 px. */
export const points = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['6'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: vars.space['8'], columnGap: vars.space['8'] },
  },
});

export const point = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.brand,
  boxShadow: vars.shadow.sm,
});

export const pointText = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const pointTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const pointBody = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const link = style({
  justifySelf: 'start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': focusVisibleOutline,
  },
});
