import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** Every home section's h2 has a short saffron rule above it, which ties the sections together. */
export const sectionTitle = style({
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
});
