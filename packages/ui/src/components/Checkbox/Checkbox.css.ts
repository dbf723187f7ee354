import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import type { ColorRole } from '../../theme/shape';
import {
  fieldBoundaryColors,
  fieldCheckMark,
  fieldDisabledColors,
  fieldSurface,
  fieldTextColors,
} from '../TextField/FieldParts/FieldParts.tokens';

const role = (name: ColorRole) => resolveColorRole(vars.color, name);

export const field = style({ display: 'grid', gap: vars.space['0.5'], fontFamily: vars.font.family.body });

/**
 * The `<label>` row: box and text. At least 44 px high so each option is a
 * comfortable touch target in the filter overlay; the whole row toggles.
 */
export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  // One line of text sits in the middle of the 44 px; longer labels grow the row.
  paddingBlock: `calc((2.75rem - 1em * ${vars.font.lineHeight.snug}) / 2)`,
  color: role(fieldTextColors.label),
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: role(fieldDisabledColors.text), cursor: 'not-allowed' },
  },
});

/** The square. Its states follow the row's data attributes, set by react-aria. */
export const box = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  // Centres the 20 px box on the first line of text.
  marginTop: `calc((1em * ${vars.font.lineHeight.snug} - 1.25rem) / 2)`,
  color: role(fieldCheckMark),
  background: role(fieldSurface),
  border: `2px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: vars.radius.sm,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${row}[data-hovered] &`]: { borderColor: role(fieldBoundaryColors.hovered) },
    [`${row}[data-selected] &, ${row}[data-indeterminate] &`]: {
      background: role(fieldBoundaryColors.checked),
      borderColor: role(fieldBoundaryColors.checked),
    },
    [`${row}[data-selected][data-hovered] &, ${row}[data-indeterminate][data-hovered] &`]: {
      background: vars.color.bg.brandHover,
      borderColor: vars.color.bg.brandHover,
    },
    [`${row}[data-pressed] &`]: { transform: 'scale(0.94)' },
    [`${row}[data-invalid] &`]: { borderColor: role(fieldBoundaryColors.invalid) },
    [`${row}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${row}[data-disabled] &`]: {
      color: role(fieldDisabledColors.text),
      background: role(fieldDisabledColors.background),
      borderColor: role(fieldDisabledColors.border),
    },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem' });

/** Help text under the label, indented to line up with the label text. */
export const description = style({
  paddingInlineStart: `calc(1.25rem + ${vars.space['3']})`,
  marginTop: `calc(-1 * ${vars.space['1.5']})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: role(fieldTextColors.description),
});

export const error = style({ paddingInlineStart: `calc(1.25rem + ${vars.space['3']})` });
