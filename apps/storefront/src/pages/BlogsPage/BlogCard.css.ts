import { style } from '@vanilla-extract/css';
import { reducedMotionQuery, vars } from '@shop/ui/theme';

const easing = `${vars.motion.duration.base} ${vars.motion.easing.standard}`;

/** The card lifts under the pointer. */
export const card = style({
  height: '100%',
  transition: `box-shadow ${easing}, transform ${easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' } },
  '@media': { [reducedMotionQuery]: { selectors: { '&:hover': { transform: 'none' } } } },
});

/** A long word in a title or snippet breaks rather than widen the card. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });

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
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const arrow = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  transition: `transform ${easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'translateX(3px)' } },
});
