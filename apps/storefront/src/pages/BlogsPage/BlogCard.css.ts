import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline, surface } from '../../styles/layout.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...surface,
  transition: `box-shadow ${vars.motion.duration.base} ${vars.motion.easing.standard}, transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const image = style({
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['2'],
  padding: vars.space['4'],
  '@media': {
    [mediaQueries.md]: { padding: vars.space['5'] },
  },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const snippet = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

/**
 * A text link pinned to the card's foot. Its ::after covers the whole card, so the card is one
 * large target, and the focus ring is drawn round the card.
 */
export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  alignSelf: 'flex-start',
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  minHeight: '2.75rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.text.linkHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusVisibleOutline, outlineOffset: '-2px' },
  },
});

export const arrow = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: {
    [`${card}:hover &`]: { transform: 'translateX(3px)' },
  },
});
