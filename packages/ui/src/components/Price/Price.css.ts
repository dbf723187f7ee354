import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space['2'],
    rowGap: vars.space['1'],
    lineHeight: vars.font.lineHeight.tight,
    // Digits of equal width, so prices in a list line up and do not jitter when they change.
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    // The current price's size; the M.R.P. and the badge follow one step below.
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.lg },
      lg: { fontSize: vars.font.size['3xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});


export const current = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.default,
  whiteSpace: 'nowrap',
});

export const original = style({
  fontSize: '0.8em',
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const struck = style({
  textDecorationLine: 'line-through',
  textDecorationThickness: '1px',
});

/** Saffron is reserved for sale and percent-off badges (see theme/palette.ts); `text.onAccent` on `bg.accent` is AA-checked. */
export const badge = style({
  alignSelf: 'center',
  display: 'inline-block',
  paddingBlock: vars.space['0.5'],
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.sm,
  background: vars.color.bg.accent,
  color: vars.color.text.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});
