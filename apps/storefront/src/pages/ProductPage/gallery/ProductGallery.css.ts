import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';
import { focusVisibleOutline } from '../../../styles/layout.css';

export const gallery = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
});

/** A fixed square: nothing below moves while the picture loads. */
export const stage = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
});

export const mainButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: 'inherit',
  selectors: {
    '&:focus-visible': { ...focusVisibleOutline, outlineOffset: '-4px' },
  },
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

/** The corner hint that the picture opens larger (top right: the pictures keep their own marks bottom right). */
export const enlargeBadge = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  insetBlockStart: vars.space['3'],
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.md,
  pointerEvents: 'none',
});

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 5.5rem))', gap: vars.space['3'] },
  },
});

export const thumbnailItem = style({ minWidth: 0 });

/** The shown picture's thumbnail gets a brand ring (drawn inside, so the grid does not move). */
export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: vars.space['1'],
  overflow: 'hidden',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.control },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.border.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}`,
    },
    '&:focus-visible': focusVisibleOutline,
  },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});
