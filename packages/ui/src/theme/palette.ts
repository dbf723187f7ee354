/**
 * Base tier: the raw colours of the BirdShield brand. Nothing outside `theme/`
 * reads these; components use semantic roles (`vars.color.*`) so that a second
 * theme can re-map roles without touching a component.
 */
export const palette = {
  white: '#ffffff',
  /** Deep forest green: the brand colour, used for primary actions. */
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
    950: '#052e16',
  },
  /** Warm saffron: sale and percent-off badges, never for actions. */
  saffron: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    700: '#c2410c',
    800: '#9a3412',
  },
  /** Warm stone neutrals: text, surfaces and borders. */
  stone: {
    50: '#fafaf9',
    100: '#f5f5f4',
    200: '#e7e5e4',
    300: '#d6d3d1',
    400: '#a8a29e',
    500: '#78716c',
    600: '#57534e',
    700: '#44403c',
    800: '#292524',
    900: '#1c1917',
  },
  red: {
    50: '#fef2f2',
    200: '#fecaca',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
  },
  amber: {
    50: '#fffbeb',
    200: '#fde68a',
    700: '#b45309',
    800: '#92400e',
  },
  blue: {
    50: '#eff6ff',
    200: '#bfdbfe',
    600: '#2563eb',
    700: '#1d4ed8',
    800: '#1e40af',
  },
} as const;
