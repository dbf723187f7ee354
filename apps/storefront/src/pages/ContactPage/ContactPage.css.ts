import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { pageHeader, pageIntro, pageTitle } from '../../styles/pageHeader.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const header = pageHeader;

export const title = pageTitle;

export const intro = pageIntro;

/**
 * Form, Reach Us and the map stacked on phones; from 1024 px the form and Reach Us side by side
 * (the same height), the map across both.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space['8'] },
  },
});

export const map = style({
  gridColumn: '1 / -1',
  minWidth: 0,
});

/** Holds roughly the form's height, so the footer does not jump up and back while the spinner shows. */
export const loading = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '36rem',
});
