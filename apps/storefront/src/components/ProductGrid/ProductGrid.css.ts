import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/**
 * As many columns as fit: two on a 375 px phone (how Indian shoppers browse), three
 * beside the filter panel, four across a full 1200 px page. Cards in a row share a height.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))',
      gap: vars.space['5'],
    },
  },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const loading = style({
  display: 'grid',
  gap: vars.space['4'],
});

export const spinner = style({
  justifySelf: 'center',
});

/** The load-failure message and its retry button. */
export const failed = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  textAlign: 'center',
  color: vars.color.text.muted,
});

export const failedText = style({
  maxWidth: '36rem',
  margin: 0,
});
