import { style } from '@vanilla-extract/css';
import { stateTransition } from '../../styles/stateTransition';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** One column no wider than the tabs' container: a row of tabs wider than a phone scrolls instead of widening the page. */
export const tabs = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0, minWidth: 0 });

/** One row; on a narrow screen it scrolls sideways rather than wrapping. */
export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  // Sideways only: the selected tab's line overlaps the list's border by a pixel, which would otherwise make the list
  // scroll a pixel up and down, a scrolling region with nothing focusable in it until the tabs' code arrives.
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border.default}`,
});

/**
 * The selected tab is marked by weight, colour and a 3 px brand bar: never by
 * colour alone. The focus ring sits inside the tab so the scrolling row cannot clip it.
 */
export const tab = style([
  // Merged with the tab's own media query, which a spread would replace.
  stateTransition('color, background-color'),
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    minHeight: '2.75rem',
    // Tighter on phones so 'Description' and 'Technical Specifications' fit a 375 px screen side by side.
    paddingInline: vars.space['3'],
    '@media': { [mediaQueries.sm]: { paddingInline: vars.space['4'] } },
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.muted,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space['2'],
        bottom: -1,
        height: 3,
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        background: 'transparent',
        ...stateTransition('background-color'),
      },
      '&[data-hovered]': { color: vars.color.text.default, background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[data-selected]': { color: vars.color.text.brand, fontWeight: vars.font.weight.semibold },
      '&[data-selected]::after': { background: vars.color.bg.brand },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    },
  },
]);

/** A panel is a Tab stop when it has nothing focusable inside; it then shows the focus ring. */
export const tabPanel = style({
  paddingTop: vars.space['5'],
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});
