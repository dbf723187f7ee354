import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** No wider than a comfortable line of text, like the page's other panels. */
export const panel = style({ maxWidth: '40rem' });

/** Focused after an answer, so it is read; the ring shows only for keyboard users. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
  '@media': { [mediaQueries.md]: { fontSize: vars.font.size.xl } },
});
