import { createThemeContract } from '@vanilla-extract/css';
import { themeShape } from './shape';

/**
 * The one theme contract. Components import only `vars`; a theme class
 * (see `themes.css.ts`) fills the variables in.
 */
export const vars = createThemeContract(themeShape);
