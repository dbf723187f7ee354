import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const form = style({
  display: 'grid',
  gap: vars.space['5'],
  marginTop: vars.space['4'],
});

export const formError = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.error}`,
  background: vars.color.bg.error,
  color: vars.color.text.error,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** Full width on phones (an easy thumb target); its natural width from 600 px. */
export const send = style({
  width: '100%',
  '@media': {
    [mediaQueries.sm]: { width: 'auto', justifySelf: 'start', minWidth: '10rem' },
  },
});
