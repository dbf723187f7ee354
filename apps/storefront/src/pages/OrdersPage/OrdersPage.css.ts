import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** Cards in a row share a height; the facts and actions sit at the card's foot. */
export const card = style({ flex: 1, gridTemplateRows: 'auto 1fr auto' });

/** Picture, text and badges; the badges drop under the text on narrow cards. */
export const cardTop = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});

export const badges = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { [mediaQueries.lg]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});

/** The order number is an id read character by character: a touch of tracking helps. */
export const orderNumber = style({ letterSpacing: '0.01em' });
