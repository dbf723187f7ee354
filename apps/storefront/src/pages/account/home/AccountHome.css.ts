import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline, surface } from '../../../styles/layout.css';

/** One column on phones, two from 768 px, four across from 1024 px. */
export const cards = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['4'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cardItem = style({ display: 'flex' });

/** Icon, text and chevron in a row on phones; the icon above the text on the four-column grid. */
export const card = style({
  position: 'relative',
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  ...surface,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.border.brand },
  },
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
      padding: vars.space['5'],
    },
  },
});

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  '@media': {
    [mediaQueries.lg]: { gridColumn: '1', gridRow: '1' },
  },
});

export const cardIconGlyph = style({ width: '1.5rem', height: '1.5rem' });

export const cardText = style({
  display: 'grid',
  gap: vars.space['1'],
  '@media': {
    [mediaQueries.lg]: { gridColumn: '1 / -1', gridRow: '2' },
  },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

/** The card's one link, stretched over the whole card by its ::after. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': focusVisibleOutline,
    '&:hover': { color: vars.color.text.brand },
  },
});

export const cardDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const cardChevron = style({
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.lg]: { gridColumn: '2', gridRow: '1', alignSelf: 'center' },
  },
});

export const logout = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const logoutText = style({ display: 'grid', gap: vars.space['1'] });

export const logoutButton = style({
  '@media': {
    [mediaQueries.sm]: { justifySelf: 'end' },
  },
});
