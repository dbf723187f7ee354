import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import type { ColorRole } from '../../theme/shape';
import {
  fieldBoundaryColors,
  fieldDisabledColors,
  fieldSurface,
  fieldTextColors,
} from '../TextField/FieldParts/FieldParts.tokens';

const role = (name: ColorRole) => resolveColorRole(vars.color, name);
const circleSize = '1.25rem';

export const group = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, fontFamily: vars.font.family.body });

export const options = recipe({
  base: { display: 'grid' },
  variants: {
    variant: { plain: {}, card: { gap: vars.space['3'], marginTop: vars.space['1'] } },
    orientation: { vertical: {}, horizontal: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'plain', orientation: 'horizontal' },
      style: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space['6'] },
    },
    {
      // Cards side by side as wide as there is room for, one per row on phones.
      variants: { variant: 'card', orientation: 'horizontal' },
      style: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
    },
  ],
  defaultVariants: { variant: 'plain', orientation: 'vertical' },
});

export const option = style({ display: 'grid' });

/**
 * The `<label>`: circle, name and description. Plain, it is a row at least
 * 44 px high; as a card, a bordered box whose states come from react-aria's
 * data attributes on the label itself.
 */
export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    color: role(fieldTextColors.label),
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { color: role(fieldDisabledColors.text), cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      plain: {
        minHeight: '2.75rem',
        paddingBlock: `calc((2.75rem - 1em * ${vars.font.lineHeight.snug}) / 2)`,
      },
      card: {
        height: '100%',
        padding: vars.space['4'],
        background: role(fieldSurface),
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.lg,
        transitionProperty: 'border-color, background-color, box-shadow',
        transitionDuration: vars.motion.duration.fast,
        selectors: {
          '&[data-hovered]': { borderColor: role(fieldBoundaryColors.hovered) },
          // Selected: a 2 px brand border (the inset shadow adds the second pixel) and a tinted fill.
          '&[data-selected]': {
            background: vars.color.bg.brandSubtle,
            borderColor: role(fieldBoundaryColors.checked),
            boxShadow: `inset 0 0 0 1px ${role(fieldBoundaryColors.checked)}`,
          },
          '&[data-invalid]': { borderColor: role(fieldBoundaryColors.invalid) },
          '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
          '&[data-disabled]': { background: vars.color.bg.subtle, borderColor: vars.color.border.default },
        },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const circle = style({
  flexShrink: 0,
  width: circleSize,
  height: circleSize,
  marginTop: `calc((1em * ${vars.font.lineHeight.snug} - ${circleSize}) / 2)`,
  background: role(fieldSurface),
  border: `2px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: '50%',
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-hovered] > &': { borderColor: role(fieldBoundaryColors.hovered) },
    // The dot: a thick brand ring around a white centre reads as "chosen" without colour alone.
    '[data-selected] > &': { borderColor: role(fieldBoundaryColors.checked), borderWidth: '6px' },
    '[data-invalid] > &': { borderColor: role(fieldBoundaryColors.invalid) },
    // Plain options ring the circle; a card rings itself instead.
    '[data-focus-visible]:not([data-variant="card"]) > &': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '[data-disabled] > &': {
      background: role(fieldDisabledColors.background),
      borderColor: role(fieldDisabledColors.border),
    },
    '[data-disabled][data-selected] > &': { borderColor: role(fieldDisabledColors.text) },
  },
});

export const content = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const name = recipe({
  variants: {
    variant: { plain: {}, card: { fontWeight: vars.font.weight.semibold } },
  },
  defaultVariants: { variant: 'plain' },
});

export const description = recipe({
  base: {
    display: 'block',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    color: role(fieldTextColors.description),
  },
  variants: {
    variant: { plain: {}, card: { color: role(fieldTextColors.label) } },
  },
  defaultVariants: { variant: 'plain' },
});
