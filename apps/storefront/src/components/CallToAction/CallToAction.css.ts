import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Text above the buttons on phones (buttons full width); side by side from 768 px. */
export const band = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border.success}`,
  background: vars.color.bg.brandSubtle,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space['8'],
      padding: vars.space['8'],
    },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: '44rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

export const body = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});

export const actions = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [mediaQueries.sm]: { display: 'flex', flexWrap: 'wrap' },
  },
});
