import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

/**
 * The map's place, the same size before and after it loads: no layout shift. 4:3 on phones; a
 * letterbox across the page on wider screens.
 */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  '@media': {
    [mediaQueries.md]: { aspectRatio: 'auto', height: '20rem' },
  },
});

export const iframe = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const standIn = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  alignItems: 'end',
  justifyItems: 'center',
});

/** The notice and the button on a card at the foot of the drawing, readable over it. */
export const standInContent = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${vars.space['3']})`,
  maxWidth: '34rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  margin: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.md,
});

export const notice = style({ flex: '1 1 12rem' });

export const buttonIcon = style({
  width: '1.125rem',
  height: '1.125rem',
});

export const openLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space['1.5'],
  minHeight: '2.75rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text.linkHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
