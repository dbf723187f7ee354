import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { surface } from '../../styles/layout.css';

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
});

export const error = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.error,
});

/** One column on phones, two from 768 px; cards in a row share a height. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

export const card = style({
  flex: 1,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space['4'],
  padding: vars.space['4'],
  ...surface,
  '@media': {
    [mediaQueries.md]: { padding: vars.space['5'] },
  },
});

/** Picture, text and badges; the badges drop under the text on narrow cards. */
export const cardTop = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
});

export const cardText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const orderNumber = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  letterSpacing: '0.01em',
});

export const productName = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const badges = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': {
    [mediaQueries.lg]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space['3'],
  margin: 0,
  paddingBlockStart: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${facts} dd`, { margin: 0 });

export const factEnd = style({ textAlign: 'end' });

export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const factValue = style({ fontSize: vars.font.size.sm, color: vars.color.text.default, fontVariantNumeric: 'tabular-nums' });

export const total = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});
