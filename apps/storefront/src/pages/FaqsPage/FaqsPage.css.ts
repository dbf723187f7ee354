import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { fullShell } from '../../components/SiteHeader/shellMedia';

/**
 * The shell's header stays on screen (57 px on phones, 122 px with the category bar from 769 px), so
 * a topic a link scrolls to, and the sticky topic column, start below it.
 */
export const belowHeader = { compact: '5rem', full: '9rem' } as const;

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBlock: vars.space['6'],
  '@media': {
    [mediaQueries.md]: { gap: vars.space['8'], paddingBlock: vars.space['10'] },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.015em',
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['4xl'] },
  },
});

export const intro = style({
  maxWidth: '62ch',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.lg },
  },
});

/** Topics above the questions on phones; a column beside them from 1024 px. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['12'] },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space['10'],
  maxWidth: '52rem',
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { gap: vars.space['12'] },
  },
});

export const topic = style({
  display: 'grid',
  gap: vars.space['3'],
  scrollMarginTop: belowHeader.compact,
  '@media': {
    [fullShell]: { scrollMarginTop: belowHeader.full },
  },
});

export const topicTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});
