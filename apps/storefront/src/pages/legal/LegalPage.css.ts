import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/** The header reads at the text's measure on phones and tablets and spans both columns from 1024 px. */
export const header = style({
  maxWidth: '70ch',
  '@media': { [mediaQueries.lg]: { maxWidth: 'none' } },
});

/** Anchor jumps ('Back to top', the contents) stop below the sticky site header. */
export const anchor = style({ scrollMarginTop: vars.space['16'] });

/** An outlined panel above the text on phones; from 1024 px a quiet column that stays in view. */
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
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const tocList = style({
  counterReset: 'toc',
  '@media': {
    [mediaQueries.lg]: { borderInlineStart: `2px solid ${vars.color.border.default}` },
  },
});

/** 44 px tall rows for touch, numbered; on wide screens a quiet column with a rule on its left. */
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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
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

export const link = style({
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

/** The sections at a reading measure beside the contents. */
export const body = style({ maxWidth: '70ch' });

/** The shop's text: its section headings are anchors of the contents, so jumps stop below the sticky header. */
export const text = style({ overflowWrap: 'break-word' });

globalStyle(`${text} h2`, { scrollMarginTop: vars.space['16'] });
