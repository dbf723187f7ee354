import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['6'] },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space['1.5'],
  maxWidth: '44rem',
});

export const intro = style({
  color: vars.color.text.muted,
  lineHeight: vars.font.lineHeight.body,
});

export const action = style({
  justifySelf: 'start',
  '@media': {
    [mediaQueries.md]: { justifySelf: 'end' },
  },
});
