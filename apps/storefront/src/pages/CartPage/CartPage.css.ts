import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { surface } from '../../styles/layout.css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  paddingBlock: vars.space['5'],
  minHeight: '60vh',
  '@media': {
    [mediaQueries.md]: { gap: vars.space['6'], paddingBlock: vars.space['8'] },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const count = style({
  margin: 0,
  color: vars.color.text.muted,
});

/** Lines above the summary on phones and tablets; side by side from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 23rem', gap: vars.space['8'] },
  },
});

export const lines = style({
  ...surface,
  minWidth: 0,
  overflow: 'hidden',
});

export const empty = style({
  paddingInline: vars.space['4'],
});

// The table (768 px and up).
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
});

globalStyle(`${table} thead th`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textAlign: 'start',
  background: vars.color.bg.subtle,
  borderBottom: `1px solid ${vars.color.border.default}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody th, ${table} tbody td`, {
  padding: `${vars.space['4']} ${vars.space['4']}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
});

globalStyle(`${table} tbody tr:last-child th, ${table} tbody tr:last-child td`, {
  borderBottom: 0,
});

export const productColumn = style({ width: '45%' });

export const productCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
});

export const productLink = style({
  color: vars.color.text.default,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.text.link, textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const numeric = style({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} thead th${numeric}`, { textAlign: 'end' });

export const numericStrong = style([numeric, { fontWeight: vars.font.weight.semibold }]);

/** Room for the 44 px icon button (a 1% cell would squeeze it shut). */
export const removeCell = style({ width: '4.5rem', textAlign: 'end' });

// The cards (phones).
export const cards = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const cardBody = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
});

export const cardTop = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space['2'],
});

export const each = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const cardBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const cardSubtotal = style({
  display: 'grid',
  justifyItems: 'end',
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const cardSubtotalLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

// The summary.
export const summary = style({
  ...surface,
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
    [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] },
  },
});

export const summaryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const addMore = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  ':hover': { color: vars.color.text.linkHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export { amountList as amounts, amountRow, totalRow } from '../../styles/amounts.css';

export const pincode = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  borderBlock: `1px solid ${vars.color.border.default}`,
});

export const area = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
