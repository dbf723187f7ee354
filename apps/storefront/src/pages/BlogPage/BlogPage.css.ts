import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The spinner and the not-found message hold half the screen, so the footer stays low. */
export const halfScreen = style({ minHeight: '50vh' });

/** The article, then the sidebar under it; side by side from 1024 px, the article at a reading width. */
export const layout = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 46rem) 18rem', justifyContent: 'space-between' },
  },
});

/** The title block and the way back keep the article's measure. */
export const measure = style({ maxWidth: '70ch' });

/** Stays in view beside a long article on wide screens. */
export const sidebar = style({
  alignSelf: 'start',
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space['6'] } },
});
