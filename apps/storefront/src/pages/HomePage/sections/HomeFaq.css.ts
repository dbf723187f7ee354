import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The title and its link above the questions on phones, in a column beside them from 1024 px. */
export const layout = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space['5'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'] },
    [mediaQueries.lg]: { gridTemplateColumns: '20rem minmax(0, 1fr)', gap: vars.space['12'] },
  },
});

export const aside = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
});

export const intro = style({
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});
