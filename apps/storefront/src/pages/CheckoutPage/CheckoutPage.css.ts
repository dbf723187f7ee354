import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The summary stays in view beside a long address list. */
export const summary = style({
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] } },
});

/** A long address or name wraps inside the radio card instead of widening the column. */
export const addressGroup = style({ minWidth: 0 });

/**
 * While the address book loads (or failed to), the section keeps the height of its usual content: the group's
 * label and one saved address card, a name and four lines (147 px at 375 px wide). So the sections below
 * (the updates by WhatsApp, the payment) do not move down under a shopper's thumb when the addresses arrive.
 */
export const addressesPending = style({ minHeight: '9.25rem', alignContent: 'center' });

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
