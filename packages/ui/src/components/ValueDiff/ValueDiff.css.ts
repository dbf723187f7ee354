import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * Mobile first: below `md` each field is a small card (its name, then Before and After under one
 * another, each with its label); from `md` a three-column table. Only the CSS changes, so the
 * table's semantics (row and column headers) are the same at every width.
 */
const wide = mediaQueries.md;

export const root = style({ minWidth: 0 });

export const noChanges = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  display: 'block',
  '@media': { [wide]: { display: 'table', tableLayout: 'fixed' } },
});

export const head = style({
  // The column headers are read with each cell; on a phone each value carries its own label instead.
  display: 'none',
  '@media': { [wide]: { display: 'table-header-group' } },
});

export const headCell = style({
  textAlign: 'start',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { width: '28%' } },
});

export const row = recipe({
  base: {
    display: 'grid',
    gap: vars.space['1'],
    paddingBlock: vars.space['3'],
    borderBottom: `1px solid ${vars.color.border.default}`,
    '@media': { [wide]: { display: 'table-row' } },
  },
  variants: {
    kind: {
      added: {},
      removed: {},
      changed: {},
      unchanged: { color: vars.color.text.muted },
    },
  },
});

export const field = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  '@media': {
    [wide]: { paddingBlock: vars.space['2'], paddingInline: vars.space['3'], verticalAlign: 'top', borderBottom: `1px solid ${vars.color.border.default}` },
  },
});

/** The old value on a red tint, the new on a green one; the column (or label) says which, not the colour. */
export const value = recipe({
  base: {
    display: 'flex',
    gap: vars.space['2'],
    alignItems: 'baseline',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
    '@media': {
      [wide]: {
        display: 'table-cell',
        paddingBlock: vars.space['2'],
        paddingInline: vars.space['3'],
        borderRadius: 0,
        verticalAlign: 'top',
        borderBottom: `1px solid ${vars.color.border.default}`,
      },
    },
  },
  variants: {
    side: { before: {}, after: {} },
    kind: { added: {}, removed: {}, changed: {}, unchanged: {} },
  },
  compoundVariants: [
    { variants: { side: 'before', kind: 'changed' }, style: { background: vars.color.bg.error } },
    { variants: { side: 'before', kind: 'removed' }, style: { background: vars.color.bg.error } },
    { variants: { side: 'after', kind: 'changed' }, style: { background: vars.color.bg.success } },
    { variants: { side: 'after', kind: 'added' }, style: { background: vars.color.bg.success } },
  ],
});

export const sideLabel = style({
  flexShrink: 0,
  minWidth: '3.5rem',
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '@media': { [wide]: { display: 'none' } },
});

export const text = style({ whiteSpace: 'pre-wrap' });

export const empty = style({ color: vars.color.text.muted });
