import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@shop/ui/theme';

/**
 * As many columns as fit: two on a 375 px phone (how Indian shoppers browse), three
 * beside the filter panel, four across a full 1200 px page. Cards in a row share a height.
 */
export const grid = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))' } },
});

export const spinner = style({ justifySelf: 'center' });

/**
 * A cell off screen is neither laid out nor painted until it comes near: on a phone the listing's first screen
 * shows two of its 24 cards, and the first layout and paint of the rest held the load's longest task. Until first
 * drawn it keeps about a card's height there (a phone's, a wider screen's), then the height it had (`auto`).
 */
export const cell = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 26rem',
  '@media': { [mediaQueries.md]: { containIntrinsicSize: 'auto 32rem' } },
});
