import { globalStyle, style } from '@vanilla-extract/css';

export const reset = style({});

/**
 * Browsers give `ul`, `p`, `h1`, `figure`… their own margins and bullets; a
 * Box starts from none, so its spacing comes only from its props. `:where`
 * keeps this at zero specificity, so any sprinkle class wins whatever the
 * order the stylesheets load in.
 */
globalStyle(`:where(${reset})`, {
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
