import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../styles/layout.css';

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
  maxWidth: '70ch',
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border.default}`,
  '@media': {
    [mediaQueries.lg]: { maxWidth: 'none' },
  },
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.015em',
  color: vars.color.text.default,
  scrollMarginTop: vars.space['16'],
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['4xl'] },
  },
});

export const updated = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const intro = style({
  maxWidth: '70ch',
  fontSize: vars.font.size.md,
  lineHeight: 1.7,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size.lg },
  },
});

/** Contents above the text on phones; a column beside it from 1024 px. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [mediaQueries.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['12'] },
  },
});

export const toc = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  '@media': {
    [mediaQueries.lg]: {
      position: 'sticky',
      top: vars.space['6'],
      maxHeight: `calc(100vh - ${vars.space['12']})`,
      overflowY: 'auto',
      // Room for the first letter's overhang, which the scroll box would otherwise clip.
      padding: vars.space['1'],
      border: 'none',
      background: 'transparent',
    },
  },
});

export const tocTitle = style({
  marginBottom: vars.space['2'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const tocList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'toc',
  '@media': {
    [mediaQueries.lg]: { borderInlineStart: `2px solid ${vars.color.border.default}` },
  },
});

/** 44 px tall rows for touch; on wide screens a quiet column with a rule on its left. */
export const tocLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingBlock: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
  counterIncrement: 'toc',
  selectors: {
    '&::before': {
      content: 'counter(toc) "."',
      minWidth: '1.5em',
      color: vars.color.text.muted,
      fontVariantNumeric: 'tabular-nums',
    },
    '&:hover': { color: vars.color.text.link, textDecoration: 'underline' },
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
  '@media': {
    [mediaQueries.lg]: {
      minHeight: '2.25rem',
      marginInlineStart: '-2px',
      paddingInlineStart: vars.space['3'],
      borderInlineStart: '2px solid transparent',
      selectors: {
        '&:hover': { borderInlineStartColor: vars.color.border.brand, textDecoration: 'none' },
      },
    },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space['10'],
  maxWidth: '70ch',
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  scrollMarginTop: vars.space['16'],
});

export const sectionTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  '@media': {
    [mediaQueries.md]: { fontSize: vars.font.size['2xl'] },
  },
});

export const subheading = style({
  marginTop: vars.space['2'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

const readingText = {
  fontSize: vars.font.size.md,
  lineHeight: 1.7,
  color: vars.color.text.default,
} as const;

export const paragraph = style({
  ...readingText,
  overflowWrap: 'break-word',
});

export const list = style({
  ...readingText,
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: '1.5em',
});

export const listItem = style({
  paddingInlineStart: vars.space['1'],
  overflowWrap: 'break-word',
  selectors: {
    '&::marker': { color: vars.color.text.brand },
  },
});

export const link = style({
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});

export const footer = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingTop: vars.space['8'],
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': {
    [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const related = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const relatedTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const relatedList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const backToTop = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  selectors: {
    '&:focus-visible': { ...focusVisibleOutline, borderRadius: vars.radius.sm },
  },
});
