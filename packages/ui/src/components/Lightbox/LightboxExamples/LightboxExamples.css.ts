import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../styles/focusRing.css';
import { mediaQueries } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The gallery page's thumbnail grid, for the stories only. */

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const thumbnail = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space['2'],
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    textAlign: 'start',
    cursor: 'zoom-in',
    borderRadius: vars.radius.md,
  },
]);

export const thumbnailImage = style({
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.duration.base,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${thumbnail}[data-hovered] &`]: { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
});

export const thumbnailTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const page = style({ display: 'grid', gap: vars.space['4'] });

export const heading = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
