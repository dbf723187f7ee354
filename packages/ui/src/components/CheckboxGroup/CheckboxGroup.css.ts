import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'grid', gap: vars.space['1'], minWidth: 0, fontFamily: vars.font.family.body });

/** The options. Rows touch: each is already a 44 px target, so no gap is needed between them. */
export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
