import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/focusRing.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * Mobile first. Below `lg` the header sits on top and the navigation is a bar fixed along the bottom
 * edge (thumb reach, like a phone app's tab bar); from `lg` (1024 px) the navigation is a rail in the
 * left column, under the header. The DOM order is the same in both: header, nav, main.
 */
const wide = mediaQueries.lg;

/** The header's height; the rail sits below it and anchor jumps stop under it. */
const headerHeight = '4rem';
/** The bottom bar's height without the phone's home-indicator inset; main keeps clear of it. */
const barHeight = '4rem';

export const shell = recipe({
  base: {
    minHeight: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"header" "main"',
    background: vars.color.bg.canvas,
  },
  variants: {
    navigation: {
      true: {
        '@media': {
          [wide]: {
            gridTemplateColumns: '15rem minmax(0, 1fr)',
            gridTemplateAreas: '"header header" "nav main"',
          },
        },
      },
      false: {},
    },
  },
});

/** Off-screen until focused by keyboard, then pinned above the header (as the storefront's). */
export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: headerHeight,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.bg.surface,
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': { [mediaQueries.md]: { paddingInline: vars.space['6'] } },
});

/**
 * The shop's name keeps its one line at every width: the staff member's name beside it gives way instead (an
 * ellipsis), where a wrapped "BirdShield India" had pushed under it and been drawn over.
 */
export const brand = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    flexShrink: 0,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    textDecoration: 'none',
    lineHeight: vars.font.lineHeight.tight,
    '@media': { [mediaQueries.sm]: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space['2'] } },
  },
]);

export const shopName = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.brand, fontSize: vars.font.size.md, whiteSpace: 'nowrap' });

export const appName = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted, fontWeight: vars.font.weight.medium });

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });

export const staff = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 0,
  gap: vars.space['0.5'],
  margin: 0,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * A long name is cut with an ellipsis on a phone rather than pushing Sign out off the screen or running into the
 * shop's name: at most 9 rem, and no wider than the room left beside them.
 */
export const staffName = style({
  maxWidth: 'min(9rem, 100%)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  '@media': { [mediaQueries.md]: { maxWidth: 'min(20rem, 100%)' } },
});

/** The line under the name: the role's tag, then (from `md`) the e-mail address. */
export const staffDetails = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

/**
 * The role, as a small tag rather than a third line of grey text: what a person may do here is read at a
 * glance, and on a phone, where the e-mail is left out, it still fits under the name.
 */
export const staffRole = style({
  flexShrink: 0,
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandSubtle,
  color: vars.color.text.brand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const staffEmail = style({
  display: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
  '@media': { [mediaQueries.md]: { display: 'block' } },
});

export const navigation = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.bg.surface,
  borderTop: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.md,
  // Above the phone's home indicator.
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': {
    [wide]: {
      gridArea: 'nav',
      position: 'sticky',
      top: headerHeight,
      alignSelf: 'start',
      height: `calc(100vh - ${headerHeight})`,
      overflowY: 'auto',
      boxShadow: 'none',
      borderTop: 'none',
      borderRight: `1px solid ${vars.color.border.default}`,
      paddingBlock: vars.space['4'],
      paddingInline: vars.space['3'],
    },
  },
});

/** The bar's entries share its width equally: at most five (four sections and More), so each fits at 320 px. */
export const navList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [wide]: { gridAutoFlow: 'row', gap: vars.space['1'] } },
});

/** A section past the bar's count is listed by More below `lg`, and in the rail from it. */
export const navEntry = recipe({
  base: { display: 'flex' },
  variants: {
    inBar: {
      true: {},
      false: { display: 'none', '@media': { [wide]: { display: 'flex' } } },
    },
  },
});

/** The rail lists every section itself: no More there. */
export const moreEntry = style({ display: 'flex', '@media': { [wide]: { display: 'none' } } });

/** The section shown, and More when it lists that section. */
const currentEntry = '&[aria-current="page"], &[aria-current="true"]';

export const navLink = style([
  focusRing,
  {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    // From the top, so the icons stay in one row when a label ("Cash on delivery") takes two lines.
    justifyContent: 'flex-start',
    gap: vars.space['1'],
    minHeight: barHeight,
    paddingTop: vars.space['3'],
    paddingBottom: vars.space['1'],
    paddingInline: vars.space['1'],
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    textAlign: 'center',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      // Keyboard focus on the bar is drawn inside it: outside, the screen's edge would cut it off.
      '&[data-focus-visible]': { outlineOffset: '-4px' },
      '&[data-hovered]': { background: vars.color.bg.hover, color: vars.color.text.default },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      // The section shown: brand colour and a bar on the edge toward the page.
      [currentEntry]: {
        color: vars.color.text.brand,
        background: vars.color.bg.brandSubtle,
        boxShadow: `inset 0 3px 0 ${vars.color.border.brand}`,
        fontWeight: vars.font.weight.semibold,
      },
    },
    '@media': {
      [wide]: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space['3'],
        minHeight: '2.75rem',
        paddingBlock: 0,
        paddingInline: vars.space['3'],
        borderRadius: vars.radius.md,
        fontSize: vars.font.size.sm,
        textAlign: 'start',
        selectors: {
          '&[data-focus-visible]': { outlineOffset: '2px' },
          '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.border.brand}` },
        },
      },
    },
  },
]);

export const navIcon = style({ display: 'inline-flex', fontSize: vars.font.size.xl });

export const navLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' });

/** More looks like the links beside it; it is a button, so the browser's own button look goes. */
export const moreButton = style([
  navLink,
  { border: 'none', backgroundColor: 'transparent', cursor: 'pointer', WebkitTapHighlightColor: 'transparent' },
]);

/** Above the bar (and the page's sticky parts); the popover is kept within the screen by react-aria. */
export const morePopover = style({
  width: 'min(18rem, calc(100vw - 1.5rem))',
  zIndex: vars.zIndex.overlay,
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const moreDialog = style({ padding: vars.space['1.5'], outline: 'none' });

export const moreList = style({ display: 'grid', gap: vars.space['0.5'], margin: 0, padding: 0, listStyle: 'none' });

/** A row per section, 44 px tall for a thumb, marked as the rail marks the section shown. */
export const moreLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: '2.75rem',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-hovered]': { background: vars.color.bg.hover },
      '&[data-pressed]': { background: vars.color.bg.pressed },
      '&[aria-current="page"]': {
        color: vars.color.text.brand,
        background: vars.color.bg.brandSubtle,
        boxShadow: `inset 3px 0 0 ${vars.color.border.brand}`,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
]);

/** Muted beside the label, in the brand colour with it on the page shown. */
export const moreIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text.muted,
  selectors: { [`${moreLink}[aria-current="page"] &`]: { color: 'inherit' } },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['4'],
  // Clear of the bottom bar on phones, so the last row of a list can be reached.
  paddingBottom: `calc(${barHeight} + env(safe-area-inset-bottom) + ${vars.space['6']})`,
  // Focus moves here on navigation; the heading inside, not a ring, shows where the reader is.
  outline: 'none',
  '@media': {
    [mediaQueries.md]: { paddingInline: vars.space['6'], paddingTop: vars.space['6'] },
    // The bar has become the rail: no clearance needed below.
    [wide]: { paddingInline: vars.space['8'], paddingBlock: vars.space['8'] },
  },
});

/** The shell focuses each new page's h1 from script: it is no control and draws no ring. */
globalStyle(`${main} h1:focus`, { outline: 'none' });
