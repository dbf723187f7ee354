import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'grid', gap: vars.space['2'] });

/** Term and value side by side, the term column as wide as its longest word allows; at 375 px the values wrap. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6.5rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

/** One term and its value: the list's grid places them, the wrapper only groups them for the HTML. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.text.muted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text.default });
