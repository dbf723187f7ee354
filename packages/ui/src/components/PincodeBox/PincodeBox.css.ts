import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';

export const form = style({ margin: 0, maxWidth: '24rem' });

export const field = style({ display: 'grid', gap: vars.space['1.5'], fontFamily: vars.font.family.body });

/** The box and the Check button side by side, the same height. */
export const row = style({ display: 'flex', gap: vars.space['2'], alignItems: 'stretch' });

/** Sized for six digits; it shrinks on a narrow phone but never grows or moves when the button's label changes. */
export const input = style([
  control,
  {
    flex: '0 1 11rem',
    letterSpacing: '0.12em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const button = style({ flexShrink: 0, minWidth: '6.5rem' });

/** "Pincode validated" above the courier's answer (`isValidMessageWithDelivery`). */
export const answers = style({ display: 'grid', gap: vars.space['2'] });

/**
 * The courier's answer: a truck beside the lines, the promise first in the body colour and bold, the
 * courier and cash on delivery quieter beneath it. Not serviceable reads in the error colour as well as in
 * words; a courier service that could not be asked is muted, since the shopper can still order.
 */
export const delivery = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space['2'],
  alignItems: 'start',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  selectors: {
    '&[data-tone="unserviceable"]': { color: vars.color.text.error },
    '&[data-tone="unknown"]': { color: vars.color.text.muted },
  },
});

/** Centred on the first line; a promise's first line is a step larger, and so is its truck. */
export const deliveryIcon = style({
  marginTop: '0.05em',
  color: vars.color.text.brand,
  selectors: {
    [`${delivery}[data-tone="serviceable"] &`]: { fontSize: vars.font.size.md },
    [`${delivery}[data-tone="unserviceable"] &`]: { color: 'inherit' },
    [`${delivery}[data-tone="unknown"] &`]: { color: 'inherit' },
  },
});

export const deliveryLines = style({ display: 'grid', gap: vars.space['0.5'] });

/** The promise stands out; the other answers read as the box's other messages do. */
export const deliveryHeadline = style({
  display: 'block',
  fontWeight: vars.font.weight.medium,
  selectors: {
    [`${delivery}[data-tone="serviceable"] &`]: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
  },
});

export const deliveryDetail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.text.muted,
});

export const codIcon = style({ flexShrink: 0 });
