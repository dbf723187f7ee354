import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { amountList, totalRow as sharedTotalRow } from '../../styles/amounts.css';
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

export const header = style({ display: 'grid', gap: vars.space['1'] });

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

export const intro = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

/** Address above the summary on phones and tablets; side by side from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 25rem', gap: vars.space['8'] },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['5'],
  ...surface,
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const summary = style([
  panel,
  {
    '@media': {
      [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] },
    },
  },
]);

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
});

export const loading = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
});

// Addresses.
export const addressMessage = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  color: vars.color.text.muted,
});

export const noAddress = style({ margin: 0, color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

export const noAddressInvalid = style([noAddress, { color: vars.color.text.error, fontWeight: vars.font.weight.semibold }]);

export const addressGroup = style({ minWidth: 0 });

export const addressLines = style({
  display: 'grid',
  gap: vars.space['0.5'],
  overflowWrap: 'anywhere',
});

// The summary.
export const editCart = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  ':hover': { color: vars.color.text.linkHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const items = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const itemText = style({ display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const itemTitle = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const itemQuantity = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const itemPrice = style({
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export { amountRow } from '../../styles/amounts.css';

// Here the amounts follow the items, under a rule of their own.
export const amounts = style([
  amountList,
  { paddingBlockStart: vars.space['4'], borderTop: `1px solid ${vars.color.border.default}` },
]);

export const totalRow = style([sharedTotalRow, { marginBlockStart: vars.space['1'] }]);

export const secureIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.1rem',
  color: vars.color.text.success,
});

export const secureNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

// The demo payment dialog.
export const demo = style({ display: 'grid', gap: vars.space['3'] });

export const demoFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.subtle,
});

globalStyle(`${demoFacts} dt`, { fontSize: vars.font.size.sm, color: vars.color.text.muted });
globalStyle(`${demoFacts} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const demoAmount = style({
  fontSize: vars.font.size['2xl'],
  fontVariantNumeric: 'tabular-nums',
});

export const demoOrder = style({
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
});

export const demoText = style({ margin: 0, lineHeight: vars.font.lineHeight.body, color: vars.color.text.muted });
