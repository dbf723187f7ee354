import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A page's one panel: no wider than a comfortable line of text. */
export const panel = style({ maxWidth: '40rem' });

/**
 * The outcome first: a tinted disc with the state's icon beside the title, and what it means under both,
 * so on a phone the message has the panel's whole width.
 */
export const outcome = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"disc title" "message message"',
  columnGap: vars.space['3'],
  rowGap: vars.space['3'],
  alignItems: 'center',
});

/** The state's shape (clock, tick, cross) as well as its colour, and the title says it in words. */
export const statusDisc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gridArea: 'disc',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  selectors: {
    '&[data-tone="waiting"]': { background: vars.color.bg.warning, color: vars.color.text.warning },
    '&[data-tone="success"]': { background: vars.color.bg.success, color: vars.color.text.success },
    '&[data-tone="neutral"]': { background: vars.color.bg.subtle, color: vars.color.text.muted },
  },
});

/** Focused after an answer, so it is read; the ring shows only for keyboard users. */
export const title = style({
  gridArea: 'title',
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
  },
  '@media': { [mediaQueries.md]: { fontSize: vars.font.size['2xl'] } },
});

export const message = style({ gridArea: 'message', margin: 0, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

/** "Placed on 26 Nov 2025" wraps as a whole, never inside the date. */
export const placed = style({ whiteSpace: 'nowrap' });

/** The order, so the customer recognises it: a muted panel inside the raised one. */
export const order = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
  '@media': { [mediaQueries.md]: { padding: vars.space['5'] } },
});

/** The number and the day side by side, the day on a line of its own when they do not fit. */
export const orderMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['3'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const orderNumber = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const items = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

/** Name at the start, quantity at the end; a long name wraps and the quantity stays on its first line. */
export const item = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['4'] });

export const itemName = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text.default });

export const quantity = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.error}`,
  background: vars.color.bg.error,
  color: vars.color.text.error,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});
