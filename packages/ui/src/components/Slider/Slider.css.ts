import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { fieldBoundaryColors, fieldSurface, fieldTextColors } from '../TextField/FieldParts/FieldParts.tokens';

const thumbSize = '1.5rem';

export const slider = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
  touchAction: 'none',
});

/** Label on the left, the chosen value (or range) on the right. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space['3'],
});

export const output = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: resolveColorRole(vars.color, fieldTextColors.value),
  fontVariantNumeric: 'tabular-nums',
});

/**
 * 44 px tall so the whole strip is a touch target; the visible rail is a
 * 6 px line in the middle. Inline padding keeps the thumbs inside at the ends.
 */
export const track = style({
  position: 'relative',
  height: '2.75rem',
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: `calc(${thumbSize} / -2)`,
      top: '50%',
      height: '0.375rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.pill,
      background: vars.color.bg.pressed,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The chosen part of the rail, between the thumbs (or from the start to the one thumb). */
export const fill = style({
  position: 'absolute',
  top: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.pill,
  background: resolveColorRole(vars.color, fieldBoundaryColors.checked),
  selectors: { '[data-disabled] > &': { background: vars.color.text.disabled } },
});

export const thumb = style({
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  background: resolveColorRole(vars.color, fieldSurface),
  border: `2px solid ${resolveColorRole(vars.color, fieldBoundaryColors.checked)}`,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    // A 44 px invisible hit area around the 24 px thumb.
    '&::before': { content: '""', position: 'absolute', inset: '-0.625rem', borderRadius: '50%' },
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-dragging]': { transform: 'scale(1.12)', boxShadow: vars.shadow.md },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.text.disabled, boxShadow: 'none' },
  },
});

/** The ends of the scale under the track, e.g. ₹0 and ₹50,000. */
export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: resolveColorRole(vars.color, fieldTextColors.description),
  fontVariantNumeric: 'tabular-nums',
});
