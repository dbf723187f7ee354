import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, description } from '../TextField/FieldParts/FieldParts.css';

/** The field or the applied coupon, and the status line; the status region has no height while it is empty. */
export const box = style({ display: 'grid', maxWidth: '24rem', fontFamily: vars.font.family.body });

export const form = style({ margin: 0 });

export const field = style({ display: 'grid', gap: vars.space['1.5'] });

/** The box and Apply side by side, the same height. */
export const row = style({ display: 'flex', gap: vars.space['2'], alignItems: 'stretch' });

/** Codes are shown in capitals whatever is typed (the shop stores them so); the box takes the room Apply leaves. */
export const input = style([
  control,
  {
    flex: '1 1 auto',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
]);

/** Wide enough for a spinner and "Checking…", so the box does not shrink when the label changes. */
export const button = style({ flexShrink: 0, minWidth: '10rem' });

export const status = style({ minWidth: 0 });

/** A coupon the shop took off: in the muted help-text style, a step below the field. */
export const notice = style([description, { display: 'block', marginTop: vars.space['2'] }]);

/**
 * The applied coupon: a ticket with a dashed edge in the success colours, the code and what it saves at the
 * start, Remove at the end.
 */
export const applied = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['3'],
  color: vars.color.text.success,
  background: vars.color.bg.success,
  border: `1px dashed ${vars.color.border.success}`,
  borderRadius: vars.radius.md,
});

export const appliedText = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['2'],
  alignItems: 'start',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const tagIcon = style({ marginTop: '0.1em', fontSize: vars.font.size.md });

/** Blocks with a space between, so the status reads as three phrases. */
export const appliedLines = style({ display: 'grid', gap: vars.space['0.5'] });

export const appliedHeadline = style({
  display: 'block',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const appliedDetail = style({ display: 'block' });

export const saving = style({ display: 'block', fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const remove = style({ flexShrink: 0, marginBlock: `calc(-1 * ${vars.space['1']})` });
