import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const quantity = style({ justifySelf: 'start' });

/** The bar's height on phones, kept free at the bottom of the page so it never hides the footer. */
const barClearance = `calc(4.75rem + env(safe-area-inset-bottom, 0px))`;

/**
 * Phones: a bar fixed to the bottom of the screen, the two buttons side by side.
 * From 768 px: in the flow under the quantity.
 */
export const actions = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: vars.space['3'],
  paddingBlockEnd: `calc(${vars.space['3']} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.bg.surface,
  borderTop: `1px solid ${vars.color.border.default}`,
  boxShadow: '0 -4px 16px rgb(28 25 23 / 0.08)',
  '@media': {
    [mediaQueries.md]: {
      position: 'static',
      padding: 0,
      background: 'none',
      border: 0,
      boxShadow: 'none',
      maxWidth: '30rem',
    },
  },
});

// The page ends above the bar on phones.
globalStyle(`body:has(${actions})`, {
  paddingBlockEnd: barClearance,
  '@media': { [mediaQueries.md]: { paddingBlockEnd: 0 } },
});
