import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Icon, text and chevron in a row on phones; the icon above the text on the four-column grid. Lifts under the pointer. */
export const card = style({
  position: 'relative',
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['4'],
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.brand, boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: vars.color.border.brand },
  },
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateRows: 'auto 1fr', alignItems: 'start' },
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
  '@media': { [mediaQueries.lg]: { gridColumn: '1', gridRow: '1' } },
});

export const cardText = style({
  '@media': { [mediaQueries.lg]: { gridColumn: '1 / -1', gridRow: '2' } },
});

export const cardTitle = style({ lineHeight: vars.font.lineHeight.snug });

/** The card's one link, stretched over the whole card by its ::after. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { color: vars.color.text.brand },
  },
});

export const cardChevron = style({
  color: vars.color.text.muted,
  '@media': { [mediaQueries.lg]: { gridColumn: '2', gridRow: '1', alignSelf: 'center' } },
});

export const logoutButton = style({
  '@media': { [mediaQueries.sm]: { justifySelf: 'end' } },
});
