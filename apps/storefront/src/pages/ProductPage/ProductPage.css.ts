import { style } from '@vanilla-extract/css';
import { mediaQueries } from '@shop/ui/theme';
import { fullShell } from '../../components/SiteHeader/shellMedia';

/** One column on phones; from 768 px the pictures on the left and the details (a little narrower from 1024 px) on the right. */
export const columns = style({
  alignItems: 'start',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
  },
});

/**
 * Both columns are sticky below the header: the shorter one (usually the pictures) stays in view
 * while the other scrolls past; the taller one fills the row and so never moves on its own.
 */
export const stickyColumn = style({
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { position: 'sticky', top: '4.5rem' },
    [fullShell]: { top: '9.5rem' },
  },
});

export const columnGap = { mobile: '6', md: '8', lg: '12' } as const;
export const topGap = { mobile: '4', md: '6' } as const;
