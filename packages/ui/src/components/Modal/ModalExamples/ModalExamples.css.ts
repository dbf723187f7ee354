import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { mediaQueries } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Story-only styles for the example content inside dialogs. */

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const field = style({ display: 'grid', gap: vars.space['1.5'], minWidth: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const input = style([
  focusRing,
  {
    width: '100%',
    minWidth: 0,
    minHeight: '2.75rem',
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.md,
    background: vars.color.bg.surface,
    fontSize: vars.font.size.md,
    selectors: { '&[data-focused]': { borderColor: vars.color.border.brand } },
  },
]);

export const text = style({ color: vars.color.text.muted, lineHeight: vars.font.lineHeight.body });

export const product = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '72rem',
  marginInline: 'auto',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: vars.space['10'] } },
});

export const productImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  background: vars.color.bg.subtle,
  border: `1px solid ${vars.color.border.default}`,
});

export const productDetails = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const productTitle = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['3'] });

export const price = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const mrp = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const bullets = style({ display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['5'] });

export const description = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '72rem',
  marginInline: 'auto',
  marginTop: vars.space['8'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

/** A frame that stands in for the viewport, for previewing the full-screen size inside a card. */
export const viewportFrame = style({
  display: 'flex',
  height: '26rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
});

/** A dialog panel shown in place, as it looks inside its Modal. */
export const panel = style({
  display: 'flex',
  width: '100%',
  maxHeight: '30rem',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border.default}`,
});

globalStyle(`${bullets} li::marker`, { color: vars.color.text.brand });

export const summary = style({ display: 'grid', gap: vars.space['4'] });

export const summaryItems = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const summaryPrice = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
