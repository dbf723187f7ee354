import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Review lists as the pages lay them out. Stories only. */
export const dividedList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dividedItem = style({
  paddingBlock: vars.space['5'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
});

export const cardList = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });
