import { font, motion, radius, shadow, space, zIndex } from './baseScales';
import { palette as p } from './palette';
import type { ThemeTokens } from './shape';

/**
 * Semantic tier of the light theme: every role mapped to a base colour.
 * `contrast.test.ts` checks the text/background and boundary pairs, so a
 * change here that breaks WCAG AA fails the build.
 */
export const lightColors: ThemeTokens['color'] = {
  text: {
    default: p.stone[900],
    muted: p.stone[600],
    inverse: p.white,
    link: p.green[800],
    linkHover: p.green[900],
    brand: p.green[800],
    onAccent: p.white,
    success: p.green[800],
    warning: p.amber[800],
    error: p.red[700],
    info: p.blue[800],
    // Disabled text is exempt from WCAG contrast; it is still kept readable.
    disabled: p.stone[500],
  },
  bg: {
    canvas: p.stone[50],
    surface: p.white,
    subtle: p.stone[100],
    hover: p.stone[100],
    pressed: p.stone[200],
    brand: p.green[800],
    brandHover: p.green[900],
    brandPressed: p.green[950],
    brandSubtle: p.green[50],
    brandMuted: p.green[100],
    accent: p.saffron[700],
    accentSubtle: p.saffron[50],
    danger: p.red[700],
    dangerHover: p.red[800],
    dangerPressed: p.red[900],
    success: p.green[50],
    warning: p.amber[50],
    error: p.red[50],
    info: p.blue[50],
    disabled: p.stone[200],
  },
  border: {
    default: p.stone[200],
    control: p.stone[500],
    brand: p.green[800],
    danger: p.red[700],
    success: p.green[200],
    warning: p.amber[200],
    error: p.red[200],
    info: p.blue[200],
  },
  focus: p.blue[600],
};

export const lightTokens: ThemeTokens = {
  color: lightColors,
  font,
  space,
  radius,
  shadow,
  motion,
  zIndex,
};
