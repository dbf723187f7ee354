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

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
});

export const problem = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.error });

export const summaryLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBlockStart: `calc(-1 * ${vars.space['2']})`,
});

export const orderNumber = style({
  display: 'grid',
  gap: vars.space['0.5'],
  margin: 0,
  minWidth: 0,
});

export const orderNumberLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const orderNumberValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.01em',
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** Products and timeline on the left; information, address and contact on the right from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', gap: vars.space['6'] },
  },
});

export const main = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const side = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['5'],
  ...surface,
  scrollMarginTop: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px', borderRadius: vars.radius.sm },
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

// Products.
export const items = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

/** Picture, name and price; the line total at the end; 'Add Review' under the name on phones. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  selectors: { '&:first-child': { paddingBlockStart: 0 } },
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto auto', columnGap: vars.space['4'] },
  },
});

export const itemText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemName = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const itemTotal = style({
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const review = style({
  gridColumn: '2 / -1',
  justifySelf: 'start',
  '@media': {
    [mediaQueries.md]: { gridColumn: 'auto', justifySelf: 'end' },
  },
});

export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

// Order information.
export const facts = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

globalStyle(`${fact} dt`, { color: vars.color.text.muted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.default, textAlign: 'end' });

export const address = style({ boxShadow: 'none' });

export const contact = style({
  justifySelf: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  ':hover': { color: vars.color.text.linkHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});
