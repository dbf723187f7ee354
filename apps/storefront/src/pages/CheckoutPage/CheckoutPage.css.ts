import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The summary stays in view beside a long address list. */
export const summary = style({
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] } },
});

/** A long address or name wraps inside the radio card instead of widening the column. */
export const addressGroup = style({ minWidth: 0 });

export const addressLines = style({ overflowWrap: 'anywhere' });

/** Picture, name and quantity, price at the end. */
export const item = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space['3'] });

export const itemPrice = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The padlock sits on the note's first line, a touch larger than its small text. */
export const secureIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.1rem',
  color: vars.color.text.success,
});

/** A plain link keeps the keyboard focus ring react-aria's controls draw. */
export const textLink = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
