import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { surface } from '../../styles/layout.css';

export const loading = style({
  margin: 0,
  paddingBlock: vars.space['10'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

const panel = {
  padding: vars.space['5'],
  ...surface,
} as const;

/** The product above the form on phones; beside it from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  maxWidth: '60rem',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '20rem minmax(0, 1fr)', gap: vars.space['6'] },
  },
});

export const product = style({
  ...panel,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '1fr', justifyItems: 'start' },
  },
});

export const productText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const productTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const orderLine = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const form = style({
  ...panel,
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { padding: vars.space['6'] },
  },
});

export const submitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
