import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'grid', gap: vars.space['5'] });

/** What stopped the booking, above everything, so it is the first thing seen when it comes back. */
export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.error}`,
  background: vars.color.bg.error,
  color: vars.color.text.error,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const failureText = style({ minWidth: 0 });

export const failureTitle = style({ fontWeight: vars.font.weight.semibold });

/**
 * The parcel's three figures in a tinted strip: side by side from 600 px, one under the other on a phone,
 * where the label sits at the start of the line and the figure at its end.
 */
export const parcel = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
  '@media': { [mediaQueries.sm]: { paddingInline: vars.space['4'] } },
});

export const parcelFacts = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] } },
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  '@media': { [mediaQueries.sm]: { display: 'grid', justifyContent: 'start', gap: vars.space['0.5'] } },
});

export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const loading = style({ justifySelf: 'start' });

export const none = style({ margin: 0, color: vars.color.text.muted });

/** A quote's figures, then the recommendation's badge on a line of its own. */
export const quote = style({ display: 'grid', justifyItems: 'start', gap: vars.space['2'] });

export const rate = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const recommended = style({ whiteSpace: 'normal' });
