import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui/theme';
import { fullShell, searchCollapsed } from './shellMedia';

/** Keyboard focus on plain links and elements react-aria does not manage: the system's ring. */
const focusVisibleOutline = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const header = style({
  position: 'sticky',
  top: 0,
  // Just under the design system's dropdown layer: the account and category menus open in a
  // popover on that layer and must cover the header's own second row.
  zIndex: `calc(${vars.zIndex.dropdown} - 1)`,
});

/**
 * Phones and tablets: [☰] [logo] [search] [wishlist] [cart]. The search box sits in the row from
 * 601 px; at 600 px or less it is an icon, and the opened form takes a row of its own below.
 * Wider: the account icon joins, and the search box grows between the logo and the icons.
 */
export const bar = style({
  columnGap: vars.space['1'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['1.5'],
  '@media': { [fullShell]: { columnGap: vars.space['3'], minHeight: '4.5rem', paddingBlock: vars.space['3'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusVisibleOutline,
  },
  '@media': {
    [fullShell]: { marginInlineEnd: vars.space['4'] },
  },
});

/** 126 × 36 on phones, 154 × 44 wider; the width and height attributes reserve the box. */
export const logo = style({ width: 'auto', height: '2.25rem', '@media': { [fullShell]: { height: '2.75rem' } } });

export const search = style({
  flex: '1 1 14rem',
  justifyContent: 'flex-end',
  maxWidth: '40rem',
  '@media': {
    [searchCollapsed]: {
      flex: '0 0 auto',
      selectors: {
        // The opened form gets the full width, on a row of its own under the logo.
        '&[data-open]': { order: 10, flexBasis: '100%', maxWidth: 'none' },
      },
    },
    [fullShell]: { marginInlineEnd: 'auto' },
  },
});

/** The account icon is one of the desktop-only extras. */
export const desktopOnly = style({ display: 'none', '@media': { [fullShell]: { display: 'block' } } });

/** A 44 px square for an icon link or button, the SearchField toggle's size. */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.default },
    '&[data-pressed], &[aria-expanded="true"]': { background: vars.color.bg.pressed },
    '&:focus-visible, &[data-focus-visible]': focusVisibleOutline,
  },
});

/** The number of items on the cart icon (the accessible name says it too). */
export const badge = style({
  position: 'absolute',
  top: '0.125rem',
  right: '0.125rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accent,
  color: vars.color.text.onAccent,
  boxShadow: `0 0 0 2px ${vars.color.bg.surface}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The ☰ and cart boxes reach a little past the row's padding, so their glyphs (not their 44 px
 * boxes) line up with the page's edges and with the category bar below.
 */
export const edgeStart = style({ marginInlineStart: `calc(-1 * ${vars.space['2']})` });
export const edgeEnd = style({ marginInlineEnd: `calc(-1 * ${vars.space['2']})` });

/** The other language's name, as tall as the icons beside it. */
export const languageSwitch = style([
  iconButton,
  {
    width: 'auto',
    paddingInline: vars.space['3'],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.brand,
  },
]);
