/**
 * Breakpoints in px, mobile first. CSS custom properties cannot be used in
 * media queries, so these are plain constants rather than theme variables.
 */
export const breakpoints = {
  sm: 600,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `min-width` media queries for `style({ '@media': { [mediaQueries.md]: … } })` and `matchMedia`. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** A screen whose main pointer can hover: a mouse or a trackpad, not a finger. */
export const hoverQuery = '(hover: hover)';
