import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** A home section: its header, then its content. */
export const section = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'] },
  },
});

/** A sentence in place of a section's content (no bestsellers to show). */
export const note = style({
  color: vars.color.text.muted,
});

/** Every section's h2; a short saffron rule above it ties the sections together. */
export const sectionTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text.default,
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      width: '2.5rem',
      height: '0.25rem',
      marginBottom: vars.space['3'],
      borderRadius: vars.radius.pill,
      background: vars.color.bg.accent,
    },
  },
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});
