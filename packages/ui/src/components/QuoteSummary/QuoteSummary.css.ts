import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focusRing.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** Five columns need more than a phone's width: the table scrolls sideways on its own, the page does not. */
// `container-type: inline-size` (inline-size containment) keeps the table's own width out of the page's: without it the box that holds the summary
// grows to the table's width on a phone and the totals run off the screen.
export const scroller = style([focusRing, { overflowX: 'auto', containerType: 'inline-size', borderRadius: vars.radius.sm }]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
});

const cellBase = {
  paddingBlock: vars.space['1.5'],
  paddingInlineEnd: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
} as const;

export const headerCell = style({ ...cellBase, textAlign: 'start', fontWeight: vars.font.weight.medium, color: vars.color.text.muted });

export const itemCell = style({ ...cellBase, textAlign: 'start', fontWeight: vars.font.weight.regular, minWidth: '10rem' });

export const cell = style({ ...cellBase, textAlign: 'start' });

/** Figures line up at the end of their column, in digits of equal width. */
export const figure = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const detail = style({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.xs });

export const validity = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** A passed validity is a warning, in words and in colour. */
export const expired = style({ color: vars.color.text.warning, fontWeight: vars.font.weight.semibold });
