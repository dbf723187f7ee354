import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { fullShell } from '../../components/SiteHeader/shellMedia';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['10'], paddingBlock: vars.space['6'] },
  },
});

/** The breadcrumb trail close above the columns. */
export const top = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['6'] },
  },
});

/** One column on phones; from 768 px the pictures on the left and the details on the right. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['8'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: vars.space['12'] },
  },
});

/**
 * Both columns are sticky below the header: the shorter one (usually the pictures) stays in view
 * while the other scrolls past; the taller one fills the row and so never moves on its own.
 */
const stickyColumn = {
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { position: 'sticky', top: '4.5rem' },
    [fullShell]: { top: '9.5rem' },
  },
} as const;

export const galleryColumn = style({ ...stickyColumn, display: 'grid', gap: vars.space['3'] });
export const detailsColumn = style(stickyColumn);

/** 'Product not found' and 'Failed to fetch product details.' */
export const unavailable = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['10'],
  textAlign: 'center',
});

export const unavailableTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['3xl'] },
  },
});

export const unavailableBody = style({
  maxWidth: '36rem',
  margin: 0,
  color: vars.color.text.muted,
});
