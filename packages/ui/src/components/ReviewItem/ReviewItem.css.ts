import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  color: vars.color.text.default,
});

/** My Reviews shows each review as a card; the product page lists them plainly between dividers. */
export const card = style({
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const product = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  // At most two lines with an ellipsis; the whole title stays in the DOM for screen readers.
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space['3'],
});

export const avatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brandMuted,
  color: vars.color.text.brand,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const meta = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const ratingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const date = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** Product title and status badge on one line (My Reviews). */
export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minWidth: 0,
});

export const status = style({ flexShrink: 0, marginInlineStart: 'auto' });

/** Plain text with the customer's own line breaks; React escapes it, no HTML is interpreted. */
export const text = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.body,
});

/** The shop's reply: set in from the review with a brand rule, so it reads as the shop answering. */
export const reply = style({
  display: 'grid',
  gap: vars.space['1'],
  marginInlineStart: vars.space['4'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border.brand}`,
});

/** Why a review was not published: only its author sees it, on My Reviews. */
export const rejection = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.error,
});

export const noteLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
