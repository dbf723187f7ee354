import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The title and the booking's state on one line, the state wrapping under the title on a narrow phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

/** Focused after a booking is finished, so it is read; the ring shows only for keyboard users. */
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
});

/** Label above figure, in as many columns as fit: two on a phone, up to five on a desk. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: `${vars.space['4']} ${vars.space['6']}`,
  margin: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' } },
});

export const fact = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const factLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const factValue = style({ margin: 0, color: vars.color.text.default, overflowWrap: 'anywhere' });

/** The AWB as staff read it out to a courier: fixed-width digits, selectable in one go. */
export const awb = style({
  fontFamily: vars.font.family.mono,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  userSelect: 'all',
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

/** The broken-off booking: what stopped it, and the button that finishes it. */
export const problem = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.warning}`,
  background: vars.color.bg.warning,
  '@media': { [mediaQueries.sm]: { justifyItems: 'start' } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
});

/** The alert sign takes the warning's colour; the words keep the body's, to be read easily. */
globalStyle(`${error} > svg`, { color: vars.color.text.warning });

export const errorTitle = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.warning });

/** Print label and Track: side by side, full width one above the other on a phone. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': { [mediaQueries.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});
