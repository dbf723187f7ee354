import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';
import { fieldDisabledColors } from '../TextField/FieldParts/FieldParts.tokens';
import { resolveColorRole } from '../../theme/colorRole';
import { stateTransition } from '../../styles/stateTransition';

export const root = style({ display: 'inline-grid', gap: vars.space['1.5'], justifyItems: 'start' });

/** − value + in one pill-shaped box; the group draws the border and the focus ring. */
export const group = recipe({
  base: [
    control,
    {
      display: 'inline-flex',
      alignItems: 'stretch',
      width: 'auto',
      padding: 0,
      overflow: 'hidden',
      borderRadius: vars.radius.pill,
    },
  ],
  variants: {
    // `md` meets the 44 px touch target (product page); `sm` (36 px) is for cart rows on wide screens.
    size: {
      sm: { minHeight: '2.25rem', fontSize: vars.font.size.sm },
      md: { minHeight: '2.75rem', fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  width: '3.25ch',
  boxSizing: 'content-box',
  margin: 0,
  paddingInline: vars.space['1'],
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const stepButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    color: vars.color.text.brand,
    background: 'transparent',
    border: 0,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    ...stateTransition('background-color, color'),
    selectors: {
      '&[data-hovered]': { background: vars.color.bg.brandSubtle },
      '&[data-pressed]': { background: vars.color.bg.brandMuted },
      '&[data-disabled]': {
        color: resolveColorRole(vars.color, fieldDisabledColors.text),
        background: 'transparent',
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      sm: { width: '2.25rem' },
      md: { width: '2.75rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
