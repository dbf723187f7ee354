import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.color.text.brand,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.md },
      md: { fontSize: vars.font.size['2xl'] },
      lg: { fontSize: vars.font.size['4xl'] },
    },
    tone: {
      brand: { color: vars.color.text.brand },
      // For spinners on a brand or dark fill.
      inverse: { color: vars.color.text.inverse },
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});


/** The visible label stays body-sized whatever the ring size. */
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const labelInverse = style({ color: vars.color.text.inverse });
