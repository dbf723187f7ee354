import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@shop/ui/theme';

const focusOutline = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** A fixed square: nothing below moves while the picture loads. */
export const stage = style({ position: 'relative', aspectRatio: '1 / 1', width: '100%' });

export const mainButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { ...focusOutline, outlineOffset: '-4px' } },
});

/** The <picture> adds no box: the photo fills its button as a bare <img> would. */
export const picture = style({ display: 'contents' });

/** The large picture and the thumbnails show the whole (square) photo. */
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** The corner hint that the picture opens larger (top right: the pictures keep their own marks bottom right). */
export const enlargeBadge = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  insetBlockStart: vars.space['3'],
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  pointerEvents: 'none',
});

/** Five across the column on phones; 88 px thumbnails from 768 px. */
export const thumbnails = style({
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 5.5rem))' } },
});

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
    '&[aria-pressed="true"]': { borderColor: vars.color.border.brand, boxShadow: `inset 0 0 0 1px ${vars.color.border.brand}` },
    '&:focus-visible': focusOutline,
  },
});
