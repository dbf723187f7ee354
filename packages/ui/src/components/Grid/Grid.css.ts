import { styleVariants } from '@vanilla-extract/css';

/**
 * Column widths for a grid that fits as many columns as the width allows. The
 * `min(100%, …)` keeps one column from overflowing a phone narrower than it.
 */
const minColumnWidths = {
  xs: '8rem',
  sm: '9.5rem',
  md: '12rem',
  lg: '16rem',
  xl: '20rem',
} as const;

export type MinColumnWidth = keyof typeof minColumnWidths;

export const autoFill = styleVariants(minColumnWidths, (width) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))`,
}));
