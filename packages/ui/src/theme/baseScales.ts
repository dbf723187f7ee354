import type { ThemeTokens } from './shape';

/**
 * Base tier for everything that is not colour: type, space, radii, shadows,
 * motion and stacking. Themes usually share these and differ in colour.
 */

/** System fonts only: no web-font download, native rendering of Indic scripts via Noto where present. */
/**
 * The phone's or computer's own fonts: nothing to download, so no text waits or shifts when a font arrives. Hindi's
 * Devanagari is named before the generic family, as each system's own (Android's Noto, Apple's Kohinoor, Windows'
 * Nirmala UI), so a browser whose system-ui font lacks it picks the system's Devanagari and not a stray one.
 */
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const systemMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const font: ThemeTokens['font'] = {
  family: { body: systemSans, mono: systemMono },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  // A 1.125–1.25 scale in rem so that browser text zoom scales everything.
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  lineHeight: { tight: '1.2', snug: '1.35', body: '1.55' },
};

/** A 4 px grid; keys are multiples of 4 px (`'4'` is 16 px). */
export const space: ThemeTokens['space'] = {
  '0': '0',
  '0.5': '0.125rem',
  '1': '0.25rem',
  '1.5': '0.375rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
};

export const radius: ThemeTokens['radius'] = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '9999px',
};

export const shadow: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgb(28 25 23 / 0.08)',
  md: '0 2px 4px rgb(28 25 23 / 0.06), 0 4px 12px rgb(28 25 23 / 0.08)',
  lg: '0 8px 16px rgb(28 25 23 / 0.08), 0 16px 40px rgb(28 25 23 / 0.12)',
};

export const motion: ThemeTokens['motion'] = {
  duration: { fast: '120ms', base: '200ms', slow: '320ms', spin: '800ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
};

/**
 * Under `prefers-reduced-motion: reduce` transitions become instant. The spin
 * duration is kept: the spinner swaps its rotation for a slow fade instead
 * (see Spinner), because a loading indicator must still show activity.
 */
export const reducedMotion: ThemeTokens['motion'] = {
  duration: { fast: '0ms', base: '0ms', slow: '0ms', spin: motion.duration.spin },
  easing: motion.easing,
};

export const zIndex: ThemeTokens['zIndex'] = {
  base: '0',
  dropdown: '1000',
  sticky: '1100',
  overlay: '1200',
  modal: '1300',
  toast: '1400',
  tooltip: '1500',
};
