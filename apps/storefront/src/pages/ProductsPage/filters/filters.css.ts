import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const fields = style({
  display: 'grid',
  gap: vars.space['6'],
});

export const star = style({
  color: vars.color.bg.accent,
  marginInlineStart: '0.1em',
});

/**
 * The desktop panel. Below 1024 px the grid would be left two cramped columns beside
 * it, so smaller screens get the 'Filters ☰' overlay instead (ProductsPage.css.ts).
 */
export const sidebar = style({
  display: 'none',
  '@media': {
    [mediaQueries.lg]: {
      display: 'grid',
      alignContent: 'start',
      gap: vars.space['6'],
      padding: vars.space['5'],
      background: vars.color.bg.surface,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const sidebarTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

/** The number of filters in use, on the 'Filters ☰' button. */
export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.375rem',
  height: '1.375rem',
  paddingInline: vars.space['1'],
  marginInlineStart: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});
