import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Title and actions: one column on phones, the actions at the title's end from 768 px. */
export const titleRow = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space['4'] },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
