import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const panel = style({
  display: 'grid',
  gap: vars.space['5'],
  paddingBlock: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { paddingBlock: vars.space['6'] },
  },
});

/** Comfortable reading: one measure; the seller's line breaks kept. */
export const prose = style({ maxWidth: '46rem' });

globalStyle(`${prose} p`, { whiteSpace: 'pre-line' });

export const specs = style({
  width: '100%',
  maxWidth: '32rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${specs} th, ${specs} td`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'top',
});

globalStyle(`${specs} th`, {
  width: '40%',
  background: vars.color.bg.subtle,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});
