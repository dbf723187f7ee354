/**
 * The shape every theme fills in. It is written once, here, and both the
 * vanilla-extract contract (`vars`) and the `ThemeTokens` type are derived
 * from it, so the two cannot drift apart.
 */
export const themeShape = {
  color: {
    text: {
      default: null,
      muted: null,
      inverse: null,
      link: null,
      linkHover: null,
      brand: null,
      onAccent: null,
      success: null,
      warning: null,
      error: null,
      info: null,
      disabled: null,
    },
    bg: {
      canvas: null,
      surface: null,
      subtle: null,
      hover: null,
      pressed: null,
      brand: null,
      brandHover: null,
      brandPressed: null,
      brandSubtle: null,
      brandMuted: null,
      accent: null,
      accentSubtle: null,
      danger: null,
      dangerHover: null,
      dangerPressed: null,
      success: null,
      warning: null,
      error: null,
      info: null,
      disabled: null,
    },
    border: {
      default: null,
      control: null,
      brand: null,
      danger: null,
      success: null,
      warning: null,
      error: null,
      info: null,
    },
    focus: null,
  },
  font: {
    family: { body: null, mono: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
    lineHeight: { tight: null, snug: null, body: null },
  },
  space: {
    '0': null,
    '0.5': null,
    '1': null,
    '1.5': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  motion: {
    duration: { fast: null, base: null, slow: null, spin: null },
    easing: { standard: null, emphasized: null },
  },
  zIndex: { base: null, dropdown: null, sticky: null, overlay: null, modal: null, toast: null, tooltip: null },
} as const;

/** Replaces every leaf of a nested object with `Leaf`. */
type MapLeaves<T, Leaf> = { -readonly [K in keyof T]: T[K] extends null ? Leaf : MapLeaves<T[K], Leaf> };

/** Typed tokens: what a theme must provide, every value a CSS string. */
export type ThemeTokens = MapLeaves<typeof themeShape, string>;

/** The colour groups and their roles, e.g. `'bg.brand'` or `'focus'`. */
type ColorGroups = ThemeTokens['color'];
export type ColorRole = {
  [G in keyof ColorGroups]: ColorGroups[G] extends string ? G : `${G}.${keyof ColorGroups[G] & string}`;
}[keyof ColorGroups];
