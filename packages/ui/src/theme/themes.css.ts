import { lightTokens } from './lightTokens';
import { makeThemeClass } from './makeThemeClass';

/** The shop's theme. Put it on `<html>` so body styles can read the variables too. */
export const lightTheme = makeThemeClass(lightTokens, { colorScheme: 'light', debugId: 'lightTheme' });
