import type { ColorRole } from '../../../theme/shape';

/**
 * Component tier for every form field (TextField, TextArea, NumberField,
 * Select, SearchField, OtpInput, PincodeBox, Checkbox, Radio): which semantic
 * roles draw the label, the control and its states. Role names, not values,
 * so `FieldParts.css.ts` turns them into CSS variables and
 * `fieldColors.test.ts` checks each pair against the theme.
 */

export const fieldTextColors = {
  label: 'text.default',
  value: 'text.default',
  placeholder: 'text.muted',
  description: 'text.muted',
  error: 'text.error',
  success: 'text.success',
} as const satisfies Record<string, ColorRole>;

/** The control's surface: text and placeholders sit on it. */
export const fieldSurface: ColorRole = 'bg.surface';

/** Boundaries a user must see (WCAG 1.4.11, 3:1 against the page). */
export const fieldBoundaryColors = {
  rest: 'border.control',
  hovered: 'text.muted',
  focused: 'focus',
  invalid: 'border.danger',
  /** The fill of a checked box or radio dot. */
  checked: 'bg.brand',
} as const satisfies Record<string, ColorRole>;

/** The tick drawn on a checked box: a graphic on the `checked` fill (3:1). */
export const fieldCheckMark: ColorRole = 'text.inverse';

/** Disabled controls are exempt from WCAG contrast, so they are not in the test. */
export const fieldDisabledColors = {
  text: 'text.disabled',
  background: 'bg.disabled',
  border: 'bg.disabled',
} as const satisfies Record<string, ColorRole>;
