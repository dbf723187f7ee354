import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space['2'],
    rowGap: vars.space['1'],
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    // The stars' size; the value and count text follow one step below.
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size.lg },
      lg: { fontSize: vars.font.size['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});


/** The `role="img"` part: stars and the number. */
export const figure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
});

// A star's stroke reaches a little past the drawing's box.
export const stars = style({ display: 'block', flexShrink: 0, overflow: 'visible' });

export const value = style({
  fontSize: '0.8em',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});

export const count = style({
  fontSize: '0.8em',
  color: vars.color.text.muted,
});
