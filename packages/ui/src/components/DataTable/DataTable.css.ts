import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * Mobile first: below `md` every body row is a card of "header: value" lines;
 * from `md` up the same elements are laid out as a table again. Only CSS
 * changes: react-aria gives every element an explicit role (grid, row,
 * columnheader, rowheader, gridcell), so screen readers and arrow keys see
 * the same grid at every width.
 */
const wide = mediaQueries.md;

/** Set inline per table or column, so they are plain custom property names. */
export const maxHeightVar = '--data-table-max-height';
export const columnWidthVar = '--data-table-column-width';
export const columnMinWidthVar = '--data-table-column-min-width';

export const root = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  background: vars.color.bg.brandSubtle,
  border: `1px solid ${vars.color.border.brand}`,
  borderRadius: vars.radius.md,
});

export const selectedCount = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const bulkActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], marginInlineStart: 'auto' });

export const scroller = style({
  '@media': {
    [wide]: {
      overflow: 'auto',
      maxHeight: `var(${maxHeightVar}, none)`,
      background: vars.color.bg.surface,
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  outline: 'none',
  '@media': { [wide]: { display: 'table' } },
});

/** On phones the header row becomes a strip of sort buttons (and "select all"). */
export const header = style({
  display: 'block',
  marginBlockEnd: vars.space['3'],
  '@media': { [wide]: { display: 'table-header-group', marginBlockEnd: 0 } },
});

globalStyle(`${header} > tr`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [wide]: { display: 'table-row' } },
});

const hiddenWhileNarrow = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const stickyHead = {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.bg.subtle,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
} as const;

export const column = recipe({
  base: {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    outline: 'none',
    '@media': {
      [wide]: {
        ...stickyHead,
        position: 'sticky',
        width: `var(${columnWidthVar}, auto)`,
        minWidth: `var(${columnMinWidthVar}, auto)`,
        paddingBlock: vars.space['3'],
        paddingInline: vars.space['4'],
      },
    },
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    align: {
      start: {},
      center: { '@media': { [wide]: { textAlign: 'center' } } },
      end: { '@media': { [wide]: { textAlign: 'end' } } },
    },
    sortable: {
      // A chip on phones; a header that reads as pressable on desktops.
      true: {
        cursor: 'pointer',
        border: `1px solid ${vars.color.border.control}`,
        borderRadius: vars.radius.pill,
        background: vars.color.bg.surface,
        minHeight: '2.75rem',
        '@media': { [wide]: { border: 'none', borderRadius: 0, minHeight: 0, borderBlockEnd: `1px solid ${vars.color.border.default}`, background: vars.color.bg.subtle } },
        selectors: {
          '&[data-hovered]': { color: vars.color.text.default, background: vars.color.bg.hover },
          '&[aria-sort="ascending"], &[aria-sort="descending"]': { color: vars.color.text.default },
        },
      },
      // Only its name is needed on phones; it shows again when the keyboard reaches it.
      false: {
        '@media': { 'screen and (max-width: 767.98px)': hiddenWhileNarrow },
        selectors: { '&[data-focus-visible]': { position: 'static', width: 'auto', height: 'auto', clip: 'auto' } },
      },
    },
  },
});

export const selectionColumn = style({
  paddingInline: vars.space['3'],
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  '@media': { [wide]: { ...stickyHead, display: 'table-cell', width: '3rem', paddingInline: vars.space['4'] } },
});

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], lineHeight: vars.font.lineHeight.tight });

export const sortIcon = recipe({
  base: { width: '1rem', height: '1rem', flexShrink: 0 },
  variants: { active: { true: { color: vars.color.text.brand }, false: { opacity: 0.55 } } },
});

export const body = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [wide]: { display: 'table-row-group' } },
});

/** The empty or loading row spans the table: a block on phones, one wide cell on desktops. */
globalStyle(`${body}[data-empty] > tr`, { display: 'block', '@media': { [wide]: { display: 'table-row' } } });
globalStyle(`${body}[data-empty] > tr > td`, { display: 'block', '@media': { [wide]: { display: 'table-cell' } } });

/** Over the rows while a new sort or page loads; the rows stay readable until the new ones arrive. */
export const refreshing = style({ justifySelf: 'start' });

export const row = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['1.5'],
  padding: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  outline: 'none',
  '@media': { [wide]: { display: 'table-row', padding: 0, border: 'none', borderRadius: 0 } },
  selectors: {
    '&[data-selected]': { background: vars.color.bg.brandSubtle, borderColor: vars.color.border.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const actionableRow = style({
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([data-selected])': { background: vars.color.bg.hover },
    '&[data-pressed]:not([data-selected])': { background: vars.color.bg.pressed },
  },
});

export const cell = recipe({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space['3'],
    outline: 'none',
    lineHeight: vars.font.lineHeight.snug,
    '@media': {
      [wide]: {
        display: 'table-cell',
        verticalAlign: 'middle',
        paddingBlock: vars.space['3'],
        paddingInline: vars.space['4'],
        borderBlockEnd: `1px solid ${vars.color.border.default}`,
        selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
      },
    },
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    align: {
      start: {},
      center: { '@media': { [wide]: { textAlign: 'center' } } },
      end: { '@media': { [wide]: { textAlign: 'end' } } },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
    // The row's name is the card's title on phones, clear of the checkbox.
    rowHeader: {
      true: {
        order: -1,
        paddingInlineEnd: vars.space['10'],
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.semibold,
        '@media': { [wide]: { paddingInlineEnd: vars.space['4'], fontSize: vars.font.size.sm } },
      },
      false: {},
    },
  },
});

export const selectionCell = style({
  position: 'absolute',
  insetBlockStart: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  outline: 'none',
  '@media': {
    [wide]: {
      position: 'static',
      display: 'table-cell',
      verticalAlign: 'middle',
      paddingInline: vars.space['4'],
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
      selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
    },
  },
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** The column's name before each value on phones; hidden from screen readers, which read the real header. */
export const cardLabel = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  '@media': { [wide]: { display: 'none' } },
});

/** On phones a value sits at the card's end, opposite its label; the row header (the title) has no label. */
export const cellValue = style({ minWidth: 0, textAlign: 'end', overflowWrap: 'anywhere', '@media': { [wide]: { textAlign: 'inherit' } } });

export const titleValue = style({ textAlign: 'start' });

export const emptyCell = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  '@media': { [wide]: { border: 'none', borderRadius: 0, background: 'transparent' } },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
