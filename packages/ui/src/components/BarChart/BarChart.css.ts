import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * Mobile first: the chart, then its table under it in a scrollable box. From `lg` the table sits
 * beside the chart. The chart's bars are drawn in SVG user units and stretch to the width.
 */
export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(14rem, 1fr)', alignItems: 'start' } },
});

export const chart = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', height: '12rem', overflow: 'visible' });

export const bar = style({ fill: vars.color.bg.brand });

export const peakBar = style({ fill: vars.color.bg.accent });

export const gridLine = style({ stroke: vars.color.border.default, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
});

export const summary = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const tableBox = style({
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const caption = style({
  textAlign: 'start',
  padding: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const headCell = style({
  position: 'sticky',
  top: 0,
  background: vars.color.bg.subtle,
  textAlign: 'start',
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2'],
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  paddingBlock: vars.space['1.5'],
  paddingInline: vars.space['2'],
  borderTop: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.regular,
  textAlign: 'start',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
