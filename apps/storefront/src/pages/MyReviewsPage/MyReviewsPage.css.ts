import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@shop/ui/theme';

/** The search box takes the room; the status filter sits beside it from 768 px. */
export const filters = style({
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const search = style({ minWidth: 0 });

export const status = style({ minWidth: '14rem' });

/** The count line keeps its height while it is empty, so the list does not jump. */
export const count = style({ minHeight: '1.5em' });
