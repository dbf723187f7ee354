import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';

/** The title takes what the heart and share leave, and wraps however long it is. */
export const title = style({ flex: 1, minWidth: 0 });

/** The icon buttons sit a little higher, so their glyphs line up with the title's first line. */
export const tools = style({ flexShrink: 0, marginBlockStart: `calc(-1 * ${vars.space['1']})` });

/**
 * The heart and share beside the title: icon buttons (their names are read, not shown), so a long
 * title keeps the width of the column, down to a 375 px phone. 44 px square touch targets.
 */
export const toolButton = style({ minWidth: '2.75rem', minHeight: '2.75rem', paddingInline: 0 });

/** The stars sit closer to the title than the summary's gap. */
export const ratingLine = style({ minHeight: '1.5rem', marginBlockStart: `calc(-1 * ${vars.space['2']})` });

export const assuranceLink = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The tick sits on the first line's middle, not the top of a wrapped bullet. */
export const highlightIcon = style({ marginBlockStart: '0.15em', color: vars.color.text.success });
