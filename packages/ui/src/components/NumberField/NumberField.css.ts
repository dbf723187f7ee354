import { style } from '@vanilla-extract/css';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';
import { fieldDisabledColors } from '../TextField/FieldParts/FieldParts.tokens';
import { stateTransition } from '../../styles/stateTransition';

/** The field box holding the input and the − / + buttons. */
export const group = style([
  control,
  {
    display: 'flex',
    alignItems: 'stretch',
    padding: 0,
    overflow: 'hidden',
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingInline: vars.space['3'],
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

/** − and + at the end of the box, each a full-height 44 px square. */
export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  margin: 0,
  padding: 0,
  color: vars.color.text.brand,
  background: 'transparent',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border.default}`,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  ...stateTransition('background-color, color'),
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-disabled]': {
      color: resolveColorRole(vars.color, fieldDisabledColors.text),
      background: 'transparent',
      cursor: 'not-allowed',
    },
  },
});
