import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../../theme/colorRole';
import { vars } from '../../../theme/contract.css';
import type { ColorRole } from '../../../theme/shape';
import {
  fieldBoundaryColors,
  fieldCheckMark,
  fieldDisabledColors,
  fieldSurface,
} from '../../TextField/FieldParts/FieldParts.tokens';
import { stateTransition } from '../../../styles/stateTransition';

const role = (name: ColorRole) => resolveColorRole(vars.color, name);

/** A 44 px touch target around the 20 px box, the same box as the Checkbox field. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: `calc(-1 * ${vars.space['3']})`,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  color: role(fieldCheckMark),
  background: role(fieldSurface),
  border: `2px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: vars.radius.sm,
  ...stateTransition('background-color, border-color'),
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: role(fieldBoundaryColors.hovered) },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: role(fieldBoundaryColors.checked),
      borderColor: role(fieldBoundaryColors.checked),
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-disabled] &`]: {
      color: role(fieldDisabledColors.text),
      background: role(fieldDisabledColors.background),
      borderColor: role(fieldDisabledColors.border),
    },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem' });
