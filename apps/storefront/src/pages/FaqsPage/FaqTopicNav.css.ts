import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { belowHeader } from './FaqsPage.css';

/** From 1024 px the column stays in view below the shell's header. */
export const nav = style({
  '@media': {
    [mediaQueries.lg]: {
      position: 'sticky',
      top: belowHeader.full,
      maxHeight: `calc(100vh - ${belowHeader.full} - ${vars.space['6']})`,
      overflowY: 'auto',
      // Room for the focus ring, which the scroll box would otherwise clip.
      padding: vars.space['1'],
    },
  },
});

export const title = style({
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

/**
 * Below 1024 px one row of pills that scrolls sideways, running to the screen's edges, so seven
 * topics do not push the questions a screen down; from 1024 px a quiet column with a rule on its left.
 */
export const list = style({
  display: 'flex',
  gap: vars.space['2'],
  marginInline: `calc(-1 * ${vars.space['4']})`,
  paddingInline: vars.space['4'],
  // Room for the focus ring, which the scroll box would otherwise clip.
  paddingBlock: vars.space['1'],
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [mediaQueries.md]: {
      flexWrap: 'wrap',
      marginInline: 0,
      paddingInline: 0,
      overflowX: 'visible',
    },
    [mediaQueries.lg]: {
      display: 'grid',
      gap: 0,
      paddingBlock: 0,
      borderInlineStart: `2px solid ${vars.color.border.default}`,
    },
  },
});

export const item = style({
  flexShrink: 0,
});

/** 44 px tall for touch on phones. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.bg.surface,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.bg.brandSubtle, borderColor: vars.color.border.brand, color: vars.color.text.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [mediaQueries.lg]: {
      display: 'flex',
      minHeight: '2.5rem',
      marginInlineStart: '-2px',
      paddingInline: vars.space['3'],
      whiteSpace: 'normal',
      border: 'none',
      borderInlineStart: '2px solid transparent',
      borderRadius: 0,
      background: 'transparent',
      selectors: {
        '&:hover': { background: 'transparent', borderInlineStartColor: vars.color.border.brand, color: vars.color.text.link },
      },
    },
  },
});
