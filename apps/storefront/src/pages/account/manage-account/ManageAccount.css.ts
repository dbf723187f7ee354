import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

export const form = style({ display: 'grid', gap: vars.space['4'] });

/** Full width on phones (an easy thumb target); its natural width from 600 px. */
export const submit = style({
  width: '100%',
  '@media': { [mediaQueries.sm]: { width: 'auto', justifySelf: 'start', minWidth: '10rem' } },
});
