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
