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

/** The track: 44 × 24 px, a 2 px line round it. */
const trackWidth = '2.75rem';
const trackHeight = '1.5rem';
const thumbSize = '1rem';
/** Off, the thumb sits 2 px inside the line; on, it has moved the width of the track less its own and 4 px. */
const thumbTravel = `calc(${trackWidth} - ${thumbSize} - 4px - 4px)`;

export const field = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0, fontFamily: vars.font.family.body });

/**
 * The `<label>` row: track and text. At least 44 px high, so the whole row is a comfortable touch
 * target; a click anywhere on it toggles. `before` puts the text first and the track at the far end,
 * as in a list of settings.
 */
export const row = style({
  display: 'flex',
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
    '&[data-readonly]:not([data-disabled])': { cursor: 'default' },
  },
});

export const rowBefore = style({ justifyContent: 'space-between' });

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The track. Its states follow the row's data attributes, set by react-aria. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: trackHeight,
  // Centres the 24 px track on the first line of text.
  marginTop: `calc((1em * ${vars.font.lineHeight.snug} - ${trackHeight}) / 2)`,
  background: role(fieldSurface),
  border: `2px solid ${role(fieldBoundaryColors.rest)}`,
  borderRadius: vars.radius.pill,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${row}[data-hovered] &`]: { borderColor: role(fieldBoundaryColors.hovered) },
    [`${row}[data-selected] &`]: {
      background: role(fieldBoundaryColors.checked),
      borderColor: role(fieldBoundaryColors.checked),
    },
    [`${row}[data-selected][data-hovered] &`]: {
      background: vars.color.bg.brandHover,
      borderColor: vars.color.bg.brandHover,
    },
    [`${row}[data-invalid] &`]: { borderColor: role(fieldBoundaryColors.invalid) },
    [`${row}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${row}[data-disabled] &`]: {
      background: role(fieldDisabledColors.background),
      borderColor: role(fieldDisabledColors.border),
    },
    // Disabled but on (a setting only the owner may change): a tint of the brand, so on and off still differ.
    [`${row}[data-disabled][data-selected] &`]: { background: vars.color.bg.brandMuted, borderColor: vars.color.bg.brandMuted },
  },
});

/**
 * The thumb: the line's colour while off (3:1 against the page, like the line), white on the brand
 * fill while on. Where it sits says the state as well as the fill does.
 */
export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.pill,
  background: role(fieldBoundaryColors.rest),
  color: role(fieldCheckMark),
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${row}[data-pressed] &`]: { width: '1.125rem' },
    [`${row}[data-selected] &`]: {
      transform: `translateX(${thumbTravel})`,
      background: role(fieldCheckMark),
      color: role(fieldBoundaryColors.checked),
    },
    [`${row}[data-selected][data-pressed] &`]: { transform: `translateX(calc(${thumbTravel} - 0.125rem))` },
    [`[dir="rtl"] ${row}[data-selected] &`]: { transform: `translateX(calc(-1 * ${thumbTravel}))` },
    [`${row}[data-disabled] &`]: { background: role(fieldDisabledColors.text) },
    [`${row}[data-disabled][data-selected] &`]: { background: role(fieldSurface), boxShadow: vars.shadow.sm },
  },
});

export const spinner = style({ fontSize: '0.75rem' });

/** Help under the label, lined up with the label's text. */
export const description = style({
  marginTop: `calc(-1 * ${vars.space['1.5']})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: role(fieldTextColors.description),
  overflowWrap: 'anywhere',
});

/** After the track: indented past it. Before it: kept clear of the track at the end of the row. */
export const indentAfter = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space['3']})` });
export const indentBefore = style({ paddingInlineEnd: `calc(${trackWidth} + ${vars.space['3']})` });
