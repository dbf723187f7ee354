import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const nav = style({ minWidth: 0, maxWidth: '100%' });

/**
 * One line that never wraps: when it runs out of room (a long product name on a
 * phone) the current page shortens with an ellipsis (it repeats the page's
 * heading), so the way back stays readable.
 */
export const list = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

/**
 * Ancestors keep their width (a crumb that shrank even a fraction of a pixel
 * would show an ellipsis); a long one is capped and ends in an ellipsis. The
 * current page takes the room that is left and shortens first.
 */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  maxWidth: '7rem',
  '@media': { [mediaQueries.sm]: { maxWidth: '14rem' } },
  selectors: {
    '&[data-current]': { flexShrink: 1, minWidth: 0, maxWidth: 'none' },
  },
});

export const link = style([
  focusRing,
  {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // 24 px tall at least: the minimum target size (WCAG 2.5.8).
    paddingBlock: vars.space['1'],
    borderRadius: vars.radius.sm,
    color: vars.color.text.muted,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover, textDecoration: 'underline' },
      '&[data-current]': { color: vars.color.text.default, fontWeight: vars.font.weight.medium, cursor: 'default' },
    },
  },
]);

export const separator = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginInline: vars.space['1'],
  color: vars.color.text.muted,
});
