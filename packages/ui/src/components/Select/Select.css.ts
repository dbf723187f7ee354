import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resolveColorRole } from '../../theme/colorRole';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';
import { fieldTextColors } from '../TextField/FieldParts/FieldParts.tokens';

export const field = recipe({
  base: { display: 'grid', gap: vars.space['1.5'], minWidth: 0, fontFamily: vars.font.family.body },
  variants: {
    // `side`: "Sort By [Default ▾]" on one line, as in a toolbar above the product grid.
    labelPosition: {
      top: {},
      side: {
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: vars.space['3'],
      },
    },
  },
  defaultVariants: { labelPosition: 'top' },
});

/** Help and error span both columns when the label is at the side. */
export const fullRow = style({ gridColumn: '1 / -1' });

/** The button that shows the choice and opens the list. */
export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-pressed]': { background: vars.color.bg.subtle },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: resolveColorRole(vars.color, fieldTextColors.placeholder) } },
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.text.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  // Points up while the list is open (react-aria sets `data-open` on the Select).
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space['1'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
  overflowY: 'auto',
});

export const listBox = style({ display: 'grid', gap: vars.space['0.5'], outline: 'none' });

/** One option: 44 px high for touch; the pointer or keyboard focus tints it. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.bg.hover },
    '&[data-pressed]': { background: vars.color.bg.pressed },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.text.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

/** Keeps the text of every option aligned, ticked or not. */
export const check = style({ flexShrink: 0, width: '1.125rem', height: '1.125rem' });
