import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stateTransition } from '../../styles/stateTransition';

/**
 * The card is one link: the title's `<a>` stretches over the whole card with an
 * `::after` overlay, and the two buttons sit above the overlay. So there are
 * no nested interactive elements, the link has one Tab stop, and a press on a
 * button never reaches the link.
 */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  background: vars.color.bg.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  // Narrow cards (two per row on phones) tighten their type; see the `@container` rules below.
  containerType: 'inline-size',
  ...stateTransition('box-shadow, transform, border-color', vars.motion.duration.base),
  selectors: {
    // Elevation on hover, and on keyboard focus of the card's link.
    '&:hover, &:has([data-focus-visible])': {
      boxShadow: vars.shadow.lg,
      transform: 'translateY(-2px)',
      borderColor: vars.color.border.control,
    },
  },
});

/** A fixed square box: the grid does not move when the lazy image arrives. */
export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: vars.color.bg.subtle,
});

/** The <picture> adds no box: the photo fills the media square as a bare <img> would. */
export const picture = style({ display: 'contents' });

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  ...stateTransition('transform', vars.motion.duration.slow),
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.04)' },
  },
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.text.muted,
  fontSize: vars.font.size['4xl'],
});

/** In the top end corner: product photos often carry a label of their own in the top start corner (pack size, colour). */
export const tag = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.brand,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.body,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['2'],
  padding: vars.space['4'],
  paddingBlockEnd: vars.space['3'],
  '@container': {
    '(max-width: 13rem)': { padding: vars.space['3'], paddingBlockEnd: vars.space['2'] },
  },
});

const twoLineClamp = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

export const title = style({
  ...twoLineClamp,
  WebkitLineClamp: 2,
  // Two lines are always reserved, so prices and buttons line up across a row of cards.
  minHeight: `calc(2em * ${vars.font.lineHeight.snug})`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textWrap: 'pretty',
  '@container': {
    '(max-width: 13rem)': { fontSize: vars.font.size.sm },
  },
});

export const link = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    // The focus ring is drawn around the whole card, which is what the link stands for.
    '&[data-focus-visible]::after': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    [`${card}:hover &`]: { color: vars.color.text.linkHover, textDecoration: 'underline' },
  },
});

export const description = style({
  ...twoLineClamp,
  WebkitLineClamp: 2,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

export const descriptionThreeLines = style({ WebkitLineClamp: 3 });

export const priceRow = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space['1'] });

/** Above the link's overlay, so presses land on the buttons. */
export const actions = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlockEnd: vars.space['4'],
  '@container': {
    '(max-width: 13rem)': { paddingInline: vars.space['3'], paddingBlockEnd: vars.space['3'] },
  },
});

/** A square 44 px icon button. */
export const cartButton = style({
  flexShrink: 0,
  width: '2.75rem',
  paddingInline: 0,
});

export const buyNow = style({
  flexGrow: 1,
  minWidth: 0,
  paddingInline: vars.space['3'],
  '@container': {
    '(max-width: 13rem)': { fontSize: vars.font.size.sm },
  },
});
