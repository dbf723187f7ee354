export { vars } from './contract.css';
export { lightTheme } from './themes.css';
export { lightTokens, lightColors } from './lightTokens';
export { makeThemeClass, type ThemeClassOptions } from './makeThemeClass';
export { breakpoints, mediaQueries, reducedMotionQuery, type Breakpoint } from './breakpoints';
export { contrastRatio, AA_TEXT, AA_NON_TEXT } from './contrast';
export type { ThemeTokens, ColorRole } from './shape';
