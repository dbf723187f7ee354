import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/**
 * The dialog fills whatever holds it (a Modal, a Drawer) as a column: a fixed
 * header and footer and a body that scrolls, so the title and the actions stay
 * in view on a short phone screen.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  width: '100%',
  minHeight: 0,
  maxHeight: 'inherit',
  // The dialog itself takes focus on open (react-aria); it is not a control, so it draws no ring.
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '4rem',
  paddingBlock: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  paddingInlineEnd: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': {
    [mediaQueries.md]: { paddingInlineStart: vars.space['6'], paddingInlineEnd: vars.space['3'] },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

/** Without a close button the header keeps the same height and right padding as the title side. */
export const headerWithoutClose = style({
  paddingInlineEnd: vars.space['5'],
  '@media': { [mediaQueries.md]: { paddingInlineEnd: vars.space['6'] } },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['5'],
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    // A long body is a tab stop (to scroll it by keyboard): ring inside the edge, as it touches the header.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

/**
 * Actions: stacked full width on phones, in a row on the right from `sm` up.
 * The order on screen is the DOM order in both, so Tab follows what people see;
 * the main action goes last (bottom on phones, nearest the thumb; right on desktop).
 */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.canvas,
  '@media': {
    [mediaQueries.sm]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      paddingInline: vars.space['6'],
    },
  },
});
