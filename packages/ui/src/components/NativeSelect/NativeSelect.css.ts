import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';
import { fieldBoundaryColors, fieldTextColors } from '../TextField/FieldParts/FieldParts.tokens';

const role = (name: keyof typeof fieldBoundaryColors) => resolveColorRole(vars.color, fieldBoundaryColors[name]);

// The Select's field, label column and chevron, written again rather than imported from Select.css: a page that
// shows only this component (the listing's first load) would otherwise fetch Select's styles in a chunk of their
// own, which the pages with a Select share. The All story draws both side by side, so its baselines keep them alike.

export const field = recipe({
  base: { display: 'grid', gap: vars.space['1.5'], minWidth: 0, fontFamily: vars.font.family.body },
  variants: {
    labelPosition: {
      top: {},
      side: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', columnGap: vars.space['3'] },
    },
  },
  defaultVariants: { labelPosition: 'top' },
});

/** Help and error span both columns when the label is at the side. */
export const fullRow = style({ gridColumn: '1 / -1' });

export const chevron = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', color: vars.color.text.muted });

/** Holds the select and the chevron drawn over its end. */
export const box = style({ position: 'relative', display: 'grid', minWidth: 0 });

/**
 * The browser's own select in the Select trigger's box: the field's border, radius, 44 px height and 16 px text
 * (`control`, whose `data-invalid` and `data-disabled` looks the component sets). Its own arrow is hidden and the
 * Select's chevron drawn over it. Focus from any input shows the field's ring, as the Select's trigger does; hover
 * only where a pointer hovers (a finger's tap would leave it on).
 */
export const select = style([
  control,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} + 1.25rem + ${vars.space['2']})`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus': { borderColor: role('focused'), boxShadow: `inset 0 0 0 1px ${role('focused')}` },
      '&[data-invalid]:focus': { borderColor: role('invalid'), boxShadow: `inset 0 0 0 1px ${role('invalid')}` },
      // The placeholder option ("Choose a state") while it is the choice, muted as the Select's placeholder.
      '&:has(option[value=""]:checked)': { color: resolveColorRole(vars.color, fieldTextColors.placeholder) },
    },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover:not(:focus, [data-invalid], [data-disabled])': { borderColor: role('hovered') } },
      },
    },
  },
]);

/** Over the select's end, where the Select's trigger has it; a press goes through it to the select. */
export const chevronSlot = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space['3'],
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
});

// Linux's and Windows' lists draw options in the select's colour: each keeps the value's, muted placeholder or not.
globalStyle(`${select} option`, { color: resolveColorRole(vars.color, fieldTextColors.value) });
