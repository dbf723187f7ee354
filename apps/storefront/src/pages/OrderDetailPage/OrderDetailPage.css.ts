import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The order's number and badges sit a little closer to the title than the page's sections do. */
export const summaryLine = style({ marginBlockStart: `calc(-1 * ${vars.space['2']})` });

/** The order number is an id read character by character: a touch of tracking helps. */
export const orderNumber = style({ letterSpacing: '0.01em' });

/** Products and timeline on the left; information, address and contact on the right from 1024 px. */
export const layout = style({
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

/** Arriving from 'Track', the timeline's heading is focused: it shows a ring, clear of the text. */
export const focusableTitle = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
});

/** Picture, name and price; the line total at the end; 'Add Review' under the name on phones. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto auto', columnGap: vars.space['4'] },
  },
});

export const itemTotal = style({ whiteSpace: 'nowrap', textAlign: 'end' });

export const review = style({
  gridColumn: '2 / -1',
  justifySelf: 'start',
  '@media': { [mediaQueries.md]: { gridColumn: 'auto', justifySelf: 'end' } },
});

/** Inside a raised panel the address card lies flat. */
export const address = style({ boxShadow: 'none' });

/** A plain link keeps the keyboard focus ring react-aria's controls draw. */
export const textLink = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
