import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../../theme/colorRole';
import { vars } from '../../../theme/contract.css';
import type { ColorRole } from '../../../theme/shape';
import { fieldBoundaryColors, fieldDisabledColors, fieldSurface, fieldTextColors } from './FieldParts.tokens';
import { stateTransition } from '../../../styles/stateTransition';

const role = (name: ColorRole) => resolveColorRole(vars.color, name);

/** Label, control, help text and error stacked; fills the width of its container. */
export const field = style({
  display: 'grid',
  gap: vars.space['1.5'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: role(fieldTextColors.label),
  cursor: 'default',
});

/** The visible "*" of a required field; screen readers hear "required" from the input instead. */
export const requiredMark = style({
  marginInlineStart: vars.space['0.5'],
  color: role(fieldTextColors.error),
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: role(fieldTextColors.description),
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1.5'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const error = style([message, { color: role(fieldTextColors.error) }]);
export const success = style([message, { color: role(fieldTextColors.success) }]);

/** The icon in front of an error or success message, so it does not rely on colour alone. */
export const messageIcon = style({ flexShrink: 0, width: '1.1em', height: '1.1em', marginTop: '0.1em' });

/**
 * The box of a text control: an `Input`, a `TextArea`, or a `Group` that
 * holds an input and buttons. Text controls show the focus ring on any focus
 * (mouse too), because the caret goes there and the user is about to type.
 * 44 px high: the touch target, and 16 px text so that phones do not zoom in.
 */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: '2.75rem',
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  color: role(fieldTextColors.value),
  background: role(fieldSurface),
  border: `1px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  ...stateTransition('border-color, box-shadow, background-color'),
  selectors: {
    '&::placeholder': { color: role(fieldTextColors.placeholder), opacity: 1 },
    '&[data-hovered]': { borderColor: role(fieldBoundaryColors.hovered) },
    '&[data-invalid]': { borderColor: role(fieldBoundaryColors.invalid) },
    // A 1 px inset shadow doubles the border, so focus reads as a 2 px line without moving the text.
    '&[data-focused], &[data-focus-within]': {
      borderColor: role(fieldBoundaryColors.focused),
      boxShadow: `inset 0 0 0 1px ${role(fieldBoundaryColors.focused)}`,
    },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
      borderColor: role(fieldBoundaryColors.invalid),
      boxShadow: `inset 0 0 0 1px ${role(fieldBoundaryColors.invalid)}`,
    },
    // Read-only text stays fully readable; the quieter fill says it cannot be edited.
    '&[readonly]': { background: vars.color.bg.subtle },
    '&[data-disabled]': {
      color: role(fieldDisabledColors.text),
      background: role(fieldDisabledColors.background),
      borderColor: role(fieldDisabledColors.border),
      cursor: 'not-allowed',
    },
  },
});

/** An input inside a `control` group: the group draws the box. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: role(fieldTextColors.placeholder), opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
