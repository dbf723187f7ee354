import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The page width every section lines up with: full bleed on phones, 1200 px at most. */
export const container = style({
  width: '100%',
  maxWidth: '75rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space['6'] },
  },
});

/** Keyboard focus on plain links and other elements react-aria does not manage. */
export const focusVisibleOutline = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** A raised white panel: cards, summaries and forms on the shop's warm page background. */
export const surface = {
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
} as const;
