import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The two forms side by side from 1024 px. */
export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
  },
});

export const panelHeader = style({ display: 'grid', gap: vars.space['1'] });

export const form = style({
  display: 'grid',
  gap: vars.space['4'],
});

/** Full width on phones (an easy thumb target); its natural width from 600 px. */
export const submit = style({
  width: '100%',
  '@media': {
    [mediaQueries.sm]: { width: 'auto', justifySelf: 'start', minWidth: '10rem' },
  },
});
